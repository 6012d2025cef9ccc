import type { TravellersProblem } from "./travellers";

// The trip rules the search form, the /search address and the API share,
// once; the travellers' count is travellers.ts's. Each answers a problem code
// or undefined; each caller decides what a code means to it: a field's error
// flag, a value left out, an API message.

export type TripProblem =
  | "same-airport"
  | "date-before-today"
  | "return-before-departure"
  | TravellersProblem;

/** A trip flies from one airport to another (IATA codes). */
export function airportPairProblem(
  departure: string,
  arrival: string,
): "same-airport" | undefined {
  return departure === arrival ? "same-airport" : undefined;
}

/**
 * SPEC §5: no travel date before today. Both are year-month-day; `today` is
 * the traveller's own day on the site, the earliest day on Earth on the API.
 */
export function travelDateProblem(
  date: string,
  today: string,
): "date-before-today" | undefined {
  return date < today ? "date-before-today" : undefined;
}

/** The return flies on the departure day or later. */
export function returnDateProblem(
  departureDate: string,
  arrivalDate: string,
): "return-before-departure" | undefined {
  return arrivalDate < departureDate ? "return-before-departure" : undefined;
}
