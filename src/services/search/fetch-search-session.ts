import type { SearchSessionAnswer } from "../../../domain/offers/search-session-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { PRICING_WAIT_SECONDS } from "../../../domain/offers/early-search";

export const FETCH_SEARCH_FAILURE = "Failed to load the fares";

/**
 * GET /search-session/{id}: the session's status and offers, once priced or
 * after PRICING_WAIT_SECONDS still pending; with a supplier answering in
 * batches, as soon as one more than `batchesSeen` is in. An unknown session
 * fails with status 404, an expired one with 410 and its message.
 */
export async function fetchSearchSession(
  sessionId: string,
  signal?: AbortSignal,
  batchesSeen?: number,
): Promise<SearchSessionAnswer> {
  if (isMockMode()) {
    const { mockFetchSearchSession } = await import(
      // Named as in create-search-session.ts: the demo generator is then
      // a chunk of its own that only mock mode loads, not part of one the
      // site shares.
      /* webpackChunkName: "mock-search" */ "./mock-search-session"
    );
    return mockFetchSearchSession(sessionId);
  }
  return apiRequest<SearchSessionAnswer>(
    `/search-session/${encodeURIComponent(sessionId)}${batchesSeen ? `?after=${batchesSeen}` : ""}`,
    {
      signal,
      headers: { prefer: `wait=${PRICING_WAIT_SECONDS}` },
      failure: FETCH_SEARCH_FAILURE,
    },
  );
}
