// Apart from search-query.ts: every page with a search link needs this, while
// the address reader loads only where an address carries a query.

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
