import type { PriceBreakdown } from "../../../domain/offers/offer";
import { SEARCH_SESSION_TTL_MINUTES } from "../../../domain/offers/search-session-contract";
import type { FareSource } from "../fare-source";
import { bookingReference } from "../../../domain/fares/demo/booking-reference";
import { withTotal } from "../../../domain/fares/demo/fare-options";
import {
  demoOffers,
  lowestDemoTotal,
} from "../../../domain/fares/demo/demo-offers";
import {
  isRequotedOffer,
  REQUOTE_FACTOR,
} from "../../../domain/fares/demo/requote";

export const DEMO_SOURCE_ID = "demo";

/** The same price, every amount raised by the re-quote, re-itemised. */
function requoted(price: PriceBreakdown): PriceBreakdown {
  const raise = (cents: number) => Math.round(cents * REQUOTE_FACTOR);
  return withTotal(
    raise(price.base_cents),
    price.taxes.map((item) => ({
      ...item,
      amount_cents: raise(item.amount_cents),
    })),
    price.travellers,
  );
}

/**
 * The built-in fare source: offline and deterministic for the same route and
 * dates (see demo-offers.ts); one offer in eight is re-quoted 3 % higher at the
 * pre-order check, as real suppliers sometimes do.
 */
export function createDemoFareSource(
  now: () => Date = () => new Date(),
): FareSource {
  const expiry = () =>
    new Date(
      now().getTime() + SEARCH_SESSION_TTL_MINUTES * 60_000,
    ).toISOString();
  return {
    id: DEMO_SOURCE_ID,
    demo: true,
    async searchOffers(trip) {
      return demoOffers(trip, expiry());
    },
    async lowestPrices(trip, dates) {
      return dates.map((date) => ({
        ...date,
        lowest_total_cents: lowestDemoTotal(trip, date),
      }));
    },
    async repriceOffer(trip, offer, fareOption) {
      // Only what this source would quote for the trip is priced: a made-up
      // or altered offer is no longer sold.
      const current = demoOffers(trip, expiry()).find(
        ({ id }) => id === offer.id,
      );
      const option = current?.fare_options.find(
        ({ id, name }) => id === fareOption.id && name === fareOption.name,
      );
      if (!option) return undefined;
      return isRequotedOffer(offer.id) ? requoted(option.price) : option.price;
    },
    async placeOrder({ idempotencyKey }) {
      return { bookingReference: bookingReference(idempotencyKey) };
    },
  };
}
