import type { DatePrice, TripRequest } from "./search-session-contract";
import { earliestTripDate } from "./search-session-limits";

/** How many days either side of the chosen dates the strip shows. */
export const CALENDAR_DAYS = 3;

/** The ISO date `days` after another (UTC arithmetic: no clock changes). */
export function shiftIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The flexible-dates strip's dates: ±3 days around the trip's, both dates
 * moved together on a round trip, none before the earliest bookable day.
 */
export function calendarDates(trip: TripRequest, now: Date): DatePrice[] {
  const earliest = earliestTripDate(now);
  const dates: DatePrice[] = [];
  for (let shift = -CALENDAR_DAYS; shift <= CALENDAR_DAYS; shift += 1) {
    const departureDate = shiftIsoDate(trip.departureDate, shift);
    if (departureDate < earliest) continue;
    dates.push({
      departureDate,
      ...(trip.arrivalDate
        ? { arrivalDate: shiftIsoDate(trip.arrivalDate, shift) }
        : {}),
      lowest_total_cents: null,
    });
  }
  return dates;
}

/** A strip's date with the price found for it (no longer `unpriced`). */
export const pricedDate = (
  { departureDate, arrivalDate }: DatePrice,
  lowestTotalCents: number | null,
): DatePrice => ({
  departureDate,
  ...(arrivalDate ? { arrivalDate } : {}),
  lowest_total_cents: lowestTotalCents,
});
