import type { Offer } from "../../domain/offers/offer";
import type { TripRequest } from "../../domain/offers/search-session-contract";

const nextDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * The day a booking's points become available: the day after the trip's last
 * date (the return, else the departure), or after its last landing when that
 * is later (an overnight flight).
 */
export function pointsAvailableOn(trip: TripRequest, offer: Offer): string {
  const lastDate = trip.arrivalDate ?? trip.departureDate;
  const landing = offer.slices.at(-1)?.segments.at(-1)?.to.at.slice(0, 10);
  return nextDay(landing && landing > lastDate ? landing : lastDate);
}

/**
 * Noon UTC of that day: the same date everywhere in Canada, so the date the
 * ledger answers (in UTC) is the one the traveller was told.
 */
export function pointsAvailableAt(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
