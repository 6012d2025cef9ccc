import type { FeaturedCard } from "../../domain/content/content-schema";
import { searchUrl } from "../../domain/trips/search-url";
import { addDays, toIsoDate } from "../../domain/trips/trip-dates";

/** SPEC §9: featured trips leave in 21 days and come back in 28. */
export const DEPARTURE_IN_DAYS = 21;
export const RETURN_IN_DAYS = 28;

export function tripDates(today: Date) {
  return {
    departureDate: toIsoDate(addDays(today, DEPARTURE_IN_DAYS)),
    returnDate: toIsoDate(addDays(today, RETURN_IN_DAYS)),
  };
}

/** The /search address a card leads to (SPEC §2). */
export function featuredTripUrl(
  trip: FeaturedCard,
  today: Date,
  options: { campaign?: string; searchType?: "verto" } = {},
): string {
  const { departureDate, returnDate } = tripDates(today);
  const url = searchUrl({
    departure: trip.departure,
    arrival: trip.arrival,
    departureDate,
    arrivalDate: returnDate,
    adults: 1,
    children: 0,
    ...options,
  });
  return `${url}&stops=${trip.stops}`;
}
