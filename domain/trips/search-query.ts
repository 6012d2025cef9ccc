import { MAX_TRAVELLERS } from "./travellers";
import { isTodayOrLater, parseIsoDate } from "./trip-dates";

export interface TripSearch {
  departure: string;
  arrival: string;
  departureDate: string;
  /** Absent for a one-way trip. */
  arrivalDate?: string;
  adults: number;
  children: number;
  campaign?: string;
  /** Only "verto" is carried (SPEC §2). */
  searchType?: "verto";
  step?: number;
  /** The search session the search button starts (SPEC §2). */
  sessionId?: string;
}

/** The /search address for a search (SPEC §2 query parameters). */
export function searchUrl(search: TripSearch, base = "/search"): string {
  const params = new URLSearchParams({
    departure: search.departure,
    arrival: search.arrival,
    departureDate: search.departureDate,
  });
  if (search.arrivalDate) params.set("arrivalDate", search.arrivalDate);
  params.set("adults", String(search.adults));
  params.set("children", String(search.children));
  if (search.campaign) params.set("campaign", search.campaign);
  if (search.searchType) params.set("searchType", search.searchType);
  if (search.step !== undefined) params.set("step", String(search.step));
  if (search.sessionId) params.set("sessionId", search.sessionId);
  return `${base}?${params.toString()}`;
}

const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

const count = (text: string | null, min: number) => {
  if (text === null || !/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= MAX_TRAVELLERS ? value : undefined;
};

const futureDate = (text: string | null, today: Date) =>
  text !== null && parseIsoDate(text) && isTodayOrLater(text, today)
    ? text
    : undefined;

/**
 * What /search's address says, field by field: a bad or stale value (unknown
 * shape, past date, adults=0, text for a number) is left out, never an error.
 * A departure date without an arrival date means one way.
 */
export function readSearchQuery(
  query: string,
  today: Date,
): Partial<TripSearch> & { tripType?: "round" | "one-way" } {
  const params = new URLSearchParams(query);
  const code = (name: string) => {
    const value = params.get(name)?.trim().toUpperCase();
    return value && /^[A-Z]{3}$/.test(value) ? value : undefined;
  };
  const departureDate = futureDate(params.get("departureDate"), today);
  let arrivalDate = futureDate(params.get("arrivalDate"), today);
  if (arrivalDate && departureDate && arrivalDate < departureDate)
    arrivalDate = undefined;
  const adults = count(params.get("adults"), 1);
  const children = count(params.get("children"), 0);
  const fitting = (adults ?? 1) + (children ?? 0) <= MAX_TRAVELLERS;
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
    sessionId: SESSION_ID.test(sessionId) ? sessionId : undefined,
    tripType: departureDate
      ? arrivalDate
        ? ("round" as const)
        : ("one-way" as const)
      : undefined,
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value !== undefined),
  ) as Partial<TripSearch> & { tripType?: "round" | "one-way" };
}
