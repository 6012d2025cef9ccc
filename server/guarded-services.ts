import type { FareSource } from "./search";
import type { PaymentProvider } from "./payments";
import {
  DEFAULT_RETRY_POLICY,
  guardedCall,
  type RetryPolicy,
  type RetryTools,
} from "./platform/outbound/guarded-call";

/**
 * The fare source with every call bounded in time and retried on transient
 * failures (guarded-call.ts). Searches and repricing are reads; placeOrder
 * is a write, retried only because it carries the order's idempotency key,
 * which suppliers book once under.
 */
export function guardFareSource(
  source: FareSource,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  tools?: RetryTools,
): FareSource {
  const guard = <T>(call: () => Promise<T>) =>
    guardedCall("fares", call, policy, tools);
  // A supplier asking airlines live may take longer to search or to book.
  const search = <T>(call: () => Promise<T>) =>
    guardedCall("fares", call, source.searchPolicy ?? policy, tools);
  const order = <T>(call: () => Promise<T>) =>
    guardedCall("fares", call, source.orderPolicy ?? policy, tools);
  return {
    id: source.id,
    demo: source.demo,
    searchPolicy: source.searchPolicy,
    orderPolicy: source.orderPolicy,
    passengerFields: source.passengerFields,
    nearbyDatesOnRequest: source.nearbyDatesOnRequest,
    searchOffers: (trip, onProgress) =>
      search(() => source.searchOffers(trip, onProgress)),
    lowestPrices: (trip, dates) =>
      search(() => source.lowestPrices(trip, dates)),
    repriceOffer: (trip, offer, fareOption) =>
      guard(() => source.repriceOffer(trip, offer, fareOption)),
    placeOrder: (request) => order(() => source.placeOrder(request)),
    cancelOrder: (request) => order(() => source.cancelOrder(request)),
  };
}

/**
 * The payment provider, guarded the same way. Authorizing, capturing,
 * voiding and refunding move money: they are retried only because the
 * provider acts once per idempotency key, whatever reached it before.
 * createPaymentMethod charges nothing; a retry at worst leaves an unused
 * token behind.
 */
export function guardPaymentProvider(
  provider: PaymentProvider,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  tools?: RetryTools,
): PaymentProvider {
  const guard = <T>(call: () => Promise<T>) =>
    guardedCall("payments", call, policy, tools);
  return {
    id: provider.id,
    test: provider.test,
    createPaymentMethod: (card) =>
      guard(() => provider.createPaymentMethod(card)),
    authorizePayment: (intent) =>
      guard(() => provider.authorizePayment(intent)),
    capturePayment: (request) => guard(() => provider.capturePayment(request)),
    voidPayment: (request) => guard(() => provider.voidPayment(request)),
    refundPayment: (request) => guard(() => provider.refundPayment(request)),
  };
}
