import { createHash } from "node:crypto";
import {
  DEMO_BOOKING_REFUSED,
  refusesBooking,
} from "../../domain/fares/demo/booking-refusal";
import type { PriceBreakdown } from "../../domain/offers/offer";
import type { FareSource, PlaceOrderRequest } from "../search/fare-source";

/** A FareSource for tests: prices can change, orders are recorded. */
export interface FakeFareSource extends FareSource {
  /** The price repriceOffer answers for a fare option; undefined: no longer sold. */
  setPrice(fareOptionId: string, price: PriceBreakdown | undefined): void;
  /** Every placeOrder call, in order. */
  readonly placed: PlaceOrderRequest[];
  /** Every booking reference cancelOrder was asked to cancel. */
  readonly cancelled: string[];
  /** Whether cancelOrder succeeds (true until set). */
  setCancellable(cancellable: boolean): void;
}

export function createFakeFareSource(): FakeFareSource {
  const prices = new Map<string, PriceBreakdown | undefined>();
  const placed: PlaceOrderRequest[] = [];
  const cancelled: string[] = [];
  let cancellable = true;
  // A real supplier answers over the network: yield, so concurrent requests
  // interleave here as they would in production.
  const network = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    id: "fake",
    demo: true,
    placed,
    cancelled,
    setCancellable(value) {
      cancellable = value;
    },
    setPrice(fareOptionId, price) {
      prices.set(fareOptionId, price);
    },
    async searchOffers() {
      return [];
    },
    async lowestPrices(_trip, dates) {
      return dates;
    },
    async repriceOffer(_trip, _offer, fareOption) {
      await network();
      return prices.has(fareOption.id)
        ? prices.get(fareOption.id)
        : fareOption.price;
    },
    async placeOrder(request) {
      await network();
      placed.push(request);
      // As the demo source: a lead traveller named Bookfail is refused.
      if (refusesBooking(request.passengers)) {
        return { ok: false, message: DEMO_BOOKING_REFUSED };
      }
      // Suppliers book once per key: the same key, the same reference.
      const digest = createHash("sha256").update(request.idempotencyKey);
      const reference = digest.digest("hex").slice(0, 6).toUpperCase();
      return { ok: true, bookingReference: reference };
    },
    async cancelOrder({ bookingReference }) {
      await network();
      if (cancellable) cancelled.push(bookingReference);
      return { cancelled: cancellable };
    },
  };
}
