import type { DatePrice } from "../../../domain/offers/search-session-contract";
import { compareText } from "./compare-text";

export interface StripDay extends DatePrice {
  chosen: boolean;
  /** The lowest price on the strip (one day, or several on a tie). */
  cheapest: boolean;
}

/**
 * The flexible-dates strip: the calendar's days in date order, the chosen
 * departure marked, and the cheapest day(s) marked.
 */
export function dateStrip(
  calendar: readonly DatePrice[],
  chosenDeparture: string,
): StripDay[] {
  const prices = calendar
    .map((day) => day.lowest_total_cents)
    .filter((price): price is number => price !== null);
  const lowest = prices.length ? Math.min(...prices) : null;
  // ISO days sort as text.
  return [...calendar]
    .sort((a, b) => compareText(a.departureDate, b.departureDate))
    .map((day) => ({
      ...day,
      chosen: day.departureDate === chosenDeparture,
      cheapest: lowest !== null && day.lowest_total_cents === lowest,
    }));
}
