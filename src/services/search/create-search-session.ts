import type {
  SearchSessionCreated,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const CREATE_SEARCH_FAILURE = "Failed to start the search";

/** POST /search-session: starts pricing a trip; answers the session's id. */
export async function createSearchSession(
  trip: TripRequest,
  signal?: AbortSignal,
): Promise<string> {
  if (isMockMode()) {
    const { mockCreateSearchSession } = await import(
      // Named as in fetch-search-session.ts: the demo generator is then
      // a chunk of its own that only mock mode loads, not part of one the
      // site shares.
      /* webpackChunkName: "mock-search" */ "./mock-search-session"
    );
    return mockCreateSearchSession(trip);
  }
  const { sessionId } = await apiRequest<SearchSessionCreated>(
    "/search-session",
    { method: "POST", body: trip, signal, failure: CREATE_SEARCH_FAILURE },
  );
  return sessionId;
}
