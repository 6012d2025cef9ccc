import type {
  SearchSessionAnswer,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { newRandomUuid } from "../../lib/random-uuid";
import { ApiRequestError } from "../api-client";
import { mockCalendar, mockOffers } from "./mock-offers";

/**
 * Mock mode's searches (deploy previews): kept in memory for the visit, so
 * a reload answers 404 and the screen starts a fresh session, as it does
 * when the server forgets one. The first look is "pending", to show progress.
 */
const sessions = new Map<string, { trip: TripRequest; looks: number }>();

export function mockCreateSearchSession(trip: TripRequest): string {
  // A UUID as the API makes, or the /search address would drop it.
  const sessionId = newRandomUuid();
  sessions.set(sessionId, { trip, looks: 0 });
  return sessionId;
}

export function mockFetchSearchSession(sessionId: string): SearchSessionAnswer {
  const session = sessions.get(sessionId);
  if (!session) throw new ApiRequestError("This search is unknown.", 404);
  session.looks += 1;
  const { trip } = session;
  const now = new Date();
  const base = {
    sessionId,
    trip,
    expires_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
    source: { id: "mock", demo: true },
  };
  if (session.looks === 1) {
    return { ...base, status: "pending", offers: [], calendar: [] };
  }
  const offers = mockOffers(trip, now);
  const lowest = Math.min(
    ...offers.map((o) => o.fare_options[0]!.price.total_cents),
  );
  return {
    ...base,
    status: "complete",
    offers,
    calendar: mockCalendar(trip, lowest),
  };
}
