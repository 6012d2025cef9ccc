import { bookingReference } from "../../../domain/fares/demo/booking-reference";
import {
  DEMO_BIRTH_DATE_REFUSED,
  DEMO_BOOKING_REFUSED,
  refusedField,
  refusesBooking,
} from "../../../domain/fares/demo/booking-refusal";
import {
  demoOffers,
  lowestDemoTotal,
} from "../../../domain/fares/demo/demo-offers";
import type { DemoWorld } from "../../../domain/fares/demo/demo-world";
import { utcDay } from "../../../domain/fares/demo/pricing-day";
import {
  isRequotedOffer,
  requotedPrice,
} from "../../../domain/fares/demo/requote";
import { pricedDate } from "../../../domain/offers/calendar-dates";
import { SEARCH_SESSION_TTL_MINUTES } from "../../../domain/offers/search-session-limits";
import { allAirportPlaces } from "../../airports";
import type { FareSource } from "../fare-source";
import { airlineNames } from "./airline-names";

export const DEMO_SOURCE_ID = "demo";

/** Every airport and airline the server knows, read on the first search. */
const serverWorld = (): DemoWorld => ({
  places: allAirportPlaces(),
  carrierNames: airlineNames(),
});

/**
 * The built-in fare source: offline and deterministic for the same route and
 * dates (see domain/fares/demo/demo-offers.ts); one offer in eight is
 * re-quoted 3 % higher at the pre-order check, as real suppliers sometimes do.
 * Prices move from one day to the next (pricing-day.ts): they are those of
 * `today` (DEMO_FARES_TODAY) when given, else of the clock's UTC day.
 */
export function createDemoFareSource(
  now: () => Date = () => new Date(),
  today?: string,
): FareSource {
  const pricedOn = () => today ?? utcDay(now());
  const expiry = () =>
    new Date(
      now().getTime() + SEARCH_SESSION_TTL_MINUTES * 60_000,
    ).toISOString();
  return {
    id: DEMO_SOURCE_ID,
    demo: true,
    async searchOffers(trip) {
      return demoOffers(serverWorld(), trip, expiry(), pricedOn());
    },
    async lowestPrices(trip, dates) {
      const world = serverWorld();
      const day = pricedOn();
      return dates.map((date) =>
        pricedDate(date, lowestDemoTotal(world, trip, date, day)),
      );
    },
    async repriceOffer(trip, offer, fareOption) {
      // Only what this source would quote for the trip is priced: a made-up
      // or altered offer is no longer sold.
      const current = demoOffers(
        serverWorld(),
        trip,
        expiry(),
        pricedOn(),
      ).find(({ id }) => id === offer.id);
      const option = current?.fare_options.find(
        ({ id, name }) => id === fareOption.id && name === fareOption.name,
      );
      if (!option) return undefined;
      return isRequotedOffer(offer.id)
        ? requotedPrice(option.price)
        : option.price;
    },
    async placeOrder({ idempotencyKey, passengers }) {
      if (refusesBooking(passengers)) {
        return { ok: false, message: DEMO_BOOKING_REFUSED };
      }
      const field = refusedField(passengers);
      if (field) {
        return { ok: false, message: DEMO_BIRTH_DATE_REFUSED, field };
      }
      return { ok: true, bookingReference: bookingReference(idempotencyKey) };
    },
    async cancelOrder() {
      return { cancelled: true };
    },
  };
}
