import { calendarDates } from "../../../domain/offers/calendar-dates";
import { utcDay } from "../../../domain/fares/demo/pricing-day";
import {
  demoOffers,
  lowestDemoTotal,
} from "../../../domain/fares/demo/demo-offers";
import type {
  SearchSessionAnswer,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { SEARCH_SESSION_TTL_MINUTES } from "../../../domain/offers/search-session-limits";
import { offerWithPoints } from "../../../domain/offers/offer-points";
import { DEFAULT_POINTS_EARNED_PER_USD } from "../../../domain/points/earn-rules";
import { newRandomUuid } from "../../lib/random-uuid";
import { ApiRequestError } from "../api-client";
import { MOCK_FARE_WORLD } from "./mock-fare-world";

/**
 * Mock mode's searches (deploy previews): kept in memory for the visit, so
 * a reload answers 404 and the screen starts a fresh session, as it does
 * when the server forgets one. The first look is "pending", to show progress.
 * The fares are the API's demo source's, from the same generator.
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
    expires_at: new Date(
      now.getTime() + SEARCH_SESSION_TTL_MINUTES * 60_000,
    ).toISOString(),
    source: { id: "mock", demo: true },
  };
  if (session.looks === 1) {
    return { ...base, status: "pending", offers: [], calendar: [] };
  }
  return {
    ...base,
    status: "complete",
    offers: demoOffers(MOCK_FARE_WORLD, trip, base.expires_at, utcDay(now)).map(
      (offer) =>
        offerWithPoints(offer, trip.campaign, DEFAULT_POINTS_EARNED_PER_USD),
    ),
    calendar: calendarDates(trip, now).map((date) => ({
      ...date,
      lowest_total_cents: lowestDemoTotal(
        MOCK_FARE_WORLD,
        trip,
        date,
        utcDay(now),
      ),
    })),
  };
}
