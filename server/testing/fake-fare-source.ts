import { createHash } from "node:crypto";
import type { PriceBreakdown } from "../../domain/offers/offer";
import type { FareSource, PlaceOrderRequest } from "../search/fare-source";

/** A FareSource for tests: prices can change, orders are recorded. */
export interface FakeFareSource extends FareSource {
  /** The price repriceOffer answers for a fare option; undefined: no longer sold. */
  setPrice(fareOptionId: string, price: PriceBreakdown | undefined): void;
  /** Every placeOrder call, in order. */
  readonly placed: PlaceOrderRequest[];
}

export function createFakeFareSource(): FakeFareSource {
  const prices = new Map<string, PriceBreakdown | undefined>();
  const placed: PlaceOrderRequest[] = [];
  // A real supplier answers over the network: yield, so concurrent requests
  // interleave here as they would in production.
  const network = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    id: "fake",
    demo: true,
    placed,
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
      // Suppliers book once per key: the same key, the same reference.
      const digest = createHash("sha256").update(request.idempotencyKey);
      const reference = digest.digest("hex").slice(0, 6).toUpperCase();
      return { ok: true, bookingReference: reference };
    },
    async cancelOrder() {
      await network();
      return { cancelled: true };
    },
  };
}
