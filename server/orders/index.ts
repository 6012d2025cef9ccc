// What the composition may use of the orders resource.
export { orderRoutes } from "./order-routes";
export { recoverOrders, startOrderRecovery } from "./order-recovery";
export type { OrderServices } from "./order-steps";
export { inProcessPaymentEvents } from "./payment-events";
export { paymentWebhookRoutes } from "./payment-webhook-routes";
export {
  prunePaymentEvents,
  PAYMENT_EVENT_RETENTION_DAYS,
} from "./prune-payment-events";
