import type {
  SearchSessionAnswer,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { ApiRequestError } from "../api-client";

/**
 * Mock mode's searches (deploy previews): kept in memory for the visit.
 * The offers come from a small in-browser fixture (TODO: results feature).
 */
const sessions = new Map<string, TripRequest>();

export function mockCreateSearchSession(trip: TripRequest): string {
  const sessionId = `mock-${sessions.size + 1}-${trip.departure}-${trip.arrival}`;
  sessions.set(sessionId, trip);
  return sessionId;
}

export function mockFetchSearchSession(sessionId: string): SearchSessionAnswer {
  const trip = sessions.get(sessionId);
  if (!trip) throw new ApiRequestError("This search is unknown.", 404);
  return {
    sessionId,
    status: "complete",
    trip,
    offers: [],
    calendar: [],
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    source: { id: "mock", demo: true },
  };
}
