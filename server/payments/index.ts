// What other resources and the composition may use of the payments resource.
export type { PaymentIntent, PaymentProvider } from "./payment-provider";
export { paymentRoutes } from "./payment-routes";
export { createTestPaymentProvider } from "./test-provider";
