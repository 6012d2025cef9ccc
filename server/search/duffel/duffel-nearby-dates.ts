import type {
  DatePrice,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { pricedDate } from "../../../domain/offers/calendar-dates";
import { DependencyUnavailable } from "../../platform/outbound/dependency";
import { DuffelRateLimited } from "./duffel-errors";

/**
 * Nearby dates asked of Duffel at once: the strip's six in one round, so
 * the traveller waits about one supplier timeout, inside the 8 s a browser
 * gives a call. A 429 stops the rest (priceEachDate).
 */
export const NEARBY_AT_ONCE = 6;
/** How long Duffel waits for airlines on a nearby date (its minimum is 2 s). */
export const NEARBY_SUPPLIER_TIMEOUT_MS = 5_000;

/** The trip moved to another of the strip's dates. */
const tripOn = (trip: TripRequest, date: DatePrice): TripRequest => ({
  ...trip,
  departureDate: date.departureDate,
  ...(date.arrivalDate ? { arrivalDate: date.arrivalDate } : {}),
});

/**
 * Each date's lowest all-in price from `lowestOn`, a few at a time. A date
 * that fails keeps `unpriced` (the traveller may ask again); a rate limit
 * stops the dates not yet asked. Nothing priced at all is the fare source
 * unavailable: with a rate limit its reset, else the usual wait, never a
 * retry of every date by the guard.
 */
export async function priceEachDate(
  trip: TripRequest,
  dates: readonly DatePrice[],
  lowestOn: (trip: TripRequest) => Promise<number | null>,
  warn: (line: string) => void,
): Promise<DatePrice[]> {
  const priced: DatePrice[] = dates.map((date) => ({
    ...date,
    lowest_total_cents: null,
    unpriced: true,
  }));
  let limited: DuffelRateLimited | undefined;
  let failures = 0;
  let next = 0;
  const askInTurn = async () => {
    while (!limited && next < dates.length) {
      const index = next++;
      const date = dates[index]!;
      try {
        priced[index] = pricedDate(date, await lowestOn(tripOn(trip, date)));
      } catch (error) {
        if (error instanceof DuffelRateLimited) limited = error;
        else failures += 1;
        warn(`Duffel did not price ${date.departureDate}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: NEARBY_AT_ONCE }, askInTurn));
  if (dates.length > 0 && priced.every((date) => date.unpriced)) {
    throw (
      limited ??
      new DependencyUnavailable(
        "fares",
        new Error(`no nearby date priced (${failures} failed)`),
      )
    );
  }
  return priced;
}
