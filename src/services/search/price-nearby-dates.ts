import type {
  DatePrice,
  SessionCalendarAnswer,
} from "../../../domain/offers/search-session-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

/**
 * POST /search-session/{id}/calendar: the flexible-dates strip with the
 * dates the fare source leaves unasked priced (those it could not price
 * this time keep `unpriced`). Mock mode's strip is priced with its search.
 */
export async function priceNearbyDates(
  sessionId: string,
): Promise<DatePrice[]> {
  if (isMockMode()) {
    const { mockFetchSearchSession } = await import(
      // The same chunk as fetch-search-session.ts's mock search.
      /* webpackChunkName: "mock-search" */ "./mock-search-session"
    );
    return mockFetchSearchSession(sessionId).calendar;
  }
  const { calendar } = await apiRequest<SessionCalendarAnswer>(
    `/search-session/${encodeURIComponent(sessionId)}/calendar`,
    { method: "POST", failure: "Failed to price the nearby dates" },
  );
  return calendar;
}
