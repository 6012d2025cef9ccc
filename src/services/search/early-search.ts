import type {
  SearchSessionAnswer,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { EARLY_SEARCH_GLOBAL } from "../../../domain/offers/early-search";
import { sameTrip, tripFromQuery } from "../../lib/offers/trip-from-query";
import { createSearchSession } from "./create-search-session";
import { fetchSearchSession } from "./fetch-search-session";

/**
 * A search started before the results screen's code is there: by /search's
 * inline script as the page is parsed (gatsby/early-search-script.ts), or
 * on the press of Search. The results screen takes it over, so the offers
 * are priced while the app loads instead of after.
 */
export interface EarlySearch {
  trip: TripRequest;
  /** The session's id, once POST /search-session answers. */
  sessionId: Promise<string>;
  /** Its first answer, asked with `Prefer: wait` (complete when priced). */
  answer: Promise<SearchSessionAnswer>;
  /** That answer once it is in, to render with no pending pass. */
  settled?: SearchSessionAnswer;
}

declare global {
  interface Window {
    [EARLY_SEARCH_GLOBAL]?: EarlySearch;
  }
}

let started: EarlySearch | undefined;

/** Starts pricing `trip` now; the results screen for it takes it over. */
export function startEarlySearch(trip: TripRequest): void {
  const sessionId = createSearchSession(trip);
  const answer = sessionId.then((id) => fetchSearchSession(id));
  const search: EarlySearch = { trip, sessionId, answer };
  // Nobody may take it (the traveller leaves): its failure is no error.
  answer.then((settled) => (search.settled = settled)).catch(() => {});
  started = search;
}

/** Starts pricing the trip a /search address asks for, if it asks for one. */
export function startEarlySearchAt(address: string): void {
  const { search } = new URL(address, window.location.href);
  const trip = tripFromQuery(search, new Date());
  if (trip) startEarlySearch(trip);
}

const sameSearch = (a: TripRequest, b: TripRequest) =>
  sameTrip(a, b) && (a.campaign ?? "") === (b.campaign ?? "");

/**
 * The search started early for this very trip (campaign included), once;
 * undefined when none was, or one for another trip.
 */
export function takeEarlySearch(trip: TripRequest): EarlySearch | undefined {
  const found = started ?? window[EARLY_SEARCH_GLOBAL];
  started = undefined;
  delete window[EARLY_SEARCH_GLOBAL];
  return found && sameSearch(found.trip, trip) ? found : undefined;
}
