import { MAX_TRAVELLERS, travellersProblem } from "./travellers";
import { parseIsoDate, toIsoDate } from "./trip-dates";
import { returnDateProblem, travelDateProblem } from "./trip-rules";
import type { TripSearch } from "./search-url";
import { isSessionId } from "../offers/session-id";
import { isIataCode } from "../airports/iata-code";

export type { TripSearch } from "./search-url";

/** What an address says of a search, each field only when valid. */
export type SearchQuery = Partial<TripSearch> & {
  tripType?: "round" | "one-way";
};

const count = (text: string | null, min: number) => {
  if (text === null || !/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= MAX_TRAVELLERS ? value : undefined;
};

const futureDate = (text: string | null, today: Date) =>
  text !== null &&
  parseIsoDate(text) &&
  !travelDateProblem(text, toIsoDate(today))
    ? text
    : undefined;

/**
 * What /search's address says, field by field: a bad or stale value (unknown
 * shape, past date, adults=0, text for a number) is left out, never an error.
 * A departure date without an arrival date means one way.
 */
export function readSearchQuery(query: string, today: Date): SearchQuery {
  const params = new URLSearchParams(query);
  const code = (name: string) => {
    const value = params.get(name)?.trim().toUpperCase();
    return value && isIataCode(value) ? value : undefined;
  };
  const departureDate = futureDate(params.get("departureDate"), today);
  let arrivalDate = futureDate(params.get("arrivalDate"), today);
  if (
    arrivalDate &&
    departureDate &&
    returnDateProblem(departureDate, arrivalDate)
  )
    arrivalDate = undefined;
  const adults = count(params.get("adults"), 1);
  const children = count(params.get("children"), 0);
  const fitting = !travellersProblem(adults ?? 1, children ?? 0);
  const campaign = params.get("campaign")?.slice(0, 50) || undefined;
  const step = count(params.get("step"), 0);
  const sessionId = params.get("sessionId") ?? "";
  const result = {
    departure: code("departure"),
    arrival: code("arrival"),
    departureDate,
    arrivalDate,
    adults: fitting ? adults : undefined,
    children: fitting ? children : undefined,
    campaign,
    searchType:
      params.get("searchType") === "verto" ? ("verto" as const) : undefined,
    step,
    sessionId: isSessionId(sessionId) ? sessionId : undefined,
    tripType: departureDate
      ? arrivalDate
        ? ("round" as const)
        : ("one-way" as const)
      : undefined,
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value !== undefined),
  ) as SearchQuery;
}
