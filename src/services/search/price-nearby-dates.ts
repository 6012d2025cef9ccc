import type {
  DatePrice,
  SessionCalendarAnswer,
} from "../../../domain/offers/search-session-contract";
import { apiRequest } from "../api-client";

/**
 * POST /search-session/{id}/calendar: the flexible-dates strip with the
 * dates the fare source leaves unasked priced (those it could not price
 * this time keep `unpriced`). Mock mode prices its strip with the search.
 */
export async function priceNearbyDates(
  sessionId: string,
): Promise<DatePrice[]> {
  const { calendar } = await apiRequest<SessionCalendarAnswer>(
    `/search-session/${encodeURIComponent(sessionId)}/calendar`,
    { method: "POST", failure: "Failed to price the nearby dates" },
  );
  return calendar;
}
