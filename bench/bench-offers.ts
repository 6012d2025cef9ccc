import type { Offer } from "../domain/offers/offer";
import { mockOffers } from "../src/services/search/mock-offers";

/**
 * 300 offers in the contract's shape from mock mode's generator, over
 * consecutive days: round trips (rows grouped by outbound, as step 1) or
 * one way (one row per offer, the most rows for 300 offers).
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
      ...mockOffers(trip, new Date("2030-01-01T00:00:00Z")).map((offer) => ({
        ...offer,
        id: `${offer.id}-${day}`,
      })),
    );
  }
  return offers.slice(0, count);
}
