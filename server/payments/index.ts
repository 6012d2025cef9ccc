// What other resources and the composition may use of the payments resource.
export type { PaymentProvider } from "./payment-provider";
export { paymentRoutes } from "./payment-routes";
export { createTestPaymentProvider } from "./test-provider";
