// What other resources and the composition may use of the payments resource.
export type {
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
} from "./payment-provider";
export { paymentRoutes } from "./payment-routes";
export { createTestPaymentProvider } from "./test-provider";
export { refuseCardData } from "./card-data-refusal";
export { intentRoutes } from "./intent-routes";
export { createStripePaymentProvider } from "./stripe-provider";
export { stripeServices } from "./stripe-services";
export { verifiedStripeEvent } from "./stripe-webhooks";
export type { StripeServices } from "./stripe-services";
export { isIntentOf } from "./intent-browsers";
