import { demoOffers } from "../domain/fares/demo/demo-offers";
import type { Offer } from "../domain/offers/offer";
import { MOCK_FARE_WORLD } from "../src/services/search/mock-fare-world";

/**
 * 300 offers in the contract's shape from the demo generator on mock mode's
 * airports (what deploy previews show), over consecutive days: round trips
 * (rows grouped by outbound, as step 1) or one way (one row per offer, the
 * most rows for 300 offers).
 */
export function benchOffers(roundTrip: boolean, count = 300): Offer[] {
  const offers: Offer[] = [];
  for (let day = 1; offers.length < count; day += 1) {
    const date = (offset: number) =>
      new Date(Date.UTC(2030, 2, day + offset)).toISOString().slice(0, 10);
    const trip = {
      departure: "YYZ",
      arrival: "YVR",
      departureDate: date(0),
      arrivalDate: roundTrip ? date(7) : undefined,
      adults: 1,
      children: 0,
    };
    offers.push(
      ...demoOffers(
        MOCK_FARE_WORLD,
        trip,
        "2030-01-01T00:30:00.000Z",
        "2030-01-01",
      ).map((offer) => ({
        ...offer,
        id: `${offer.id}-${day}`,
      })),
    );
  }
  return offers.slice(0, count);
}
