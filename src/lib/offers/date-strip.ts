import type { DatePrice } from "../../../domain/offers/search-session-contract";

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
  // ISO days sort as text. Not localeCompare: a page's first collator loads
  // ICU's locale list, 7–26 ms of main-thread work (decision 0027).
  return [...calendar]
    .sort((a, b) =>
      a.departureDate < b.departureDate
        ? -1
        : a.departureDate > b.departureDate
          ? 1
          : 0,
    )
    .map((day) => ({
      ...day,
      chosen: day.departureDate === chosenDeparture,
      cheapest: lowest !== null && day.lowest_total_cents === lowest,
    }));
}
