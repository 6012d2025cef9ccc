import {
  demoOffers,
  lowestDemoTotal,
} from "../../../domain/fares/demo/demo-offers";
import { utcDay } from "../../../domain/fares/demo/pricing-day";
import type { Offer } from "../../../domain/offers/offer";
import {
  DEFAULT_POINTS_EARNED_PER_USD,
  pointsEarned,
} from "../../../domain/points/earn-rules";
import { readSearchQuery } from "../../../domain/trips/search-query";
import { ApiRequestError } from "../api-client";
import { MOCK_FARE_WORLD } from "./mock-fare-world";
import {
  mockCreateSearchSession,
  mockFetchSearchSession,
} from "./mock-search-session";

const trip = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2030-03-14",
  arrivalDate: "2030-03-21",
  adults: 2,
  children: 0,
};

describe("mock-mode search sessions", () => {
  it("answers pending first, then demo offers and a ±3-day calendar", () => {
    const id = mockCreateSearchSession(trip);
    expect(mockFetchSearchSession(id)).toMatchObject({
      status: "pending",
      offers: [],
    });
    const answer = mockFetchSearchSession(id);
    expect(answer).toMatchObject({
      status: "complete",
      trip,
      source: { demo: true },
    });
    expect(answer.offers.length).toBeGreaterThanOrEqual(20);
    expect(answer.calendar.map((day) => day.departureDate)).toEqual([
      "2030-03-11",
      "2030-03-12",
      "2030-03-13",
      "2030-03-14",
      "2030-03-15",
      "2030-03-16",
      "2030-03-17",
    ]);
    for (const offer of answer.offers) {
      expect(offer.slices).toHaveLength(2);
      expect(offer.fare_options.map((fare) => fare.name)).toEqual([
        "basic",
        "standard",
        "flexible",
      ]);
      const { price } = offer.fare_options[0]!;
      expect(price.travellers).toBe(2);
      expect(
        price.base_cents +
          price.taxes.reduce((sum, tax) => sum + tax.amount_cents, 0),
      ).toBe(price.total_cents);
    }
  });

  it("answers the demo generator's offers and dates strip for the trip, on mock mode's airports", () => {
    const id = mockCreateSearchSession(trip);
    mockFetchSearchSession(id);
    const answer = mockFetchSearchSession(id);
    // Mock mode prices as of the browser's UTC day, as the demo source does.
    const today = utcDay(new Date());
    const expiresAt = answer.offers[0]!.expires_at;
    // The generator leaves points to the API; mock mode adds them as it does.
    const withoutPoints = (offer: Offer) => ({
      ...offer,
      fare_options: offer.fare_options.map((fare) => ({ ...fare, points: 0 })),
    });
    expect(answer.offers.map(withoutPoints)).toEqual(
      demoOffers(MOCK_FARE_WORLD, trip, expiresAt, today),
    );
    const fare = answer.offers[0]!.fare_options[1]!;
    expect(fare.points).toBe(
      pointsEarned(
        { amount_cents: fare.price.total_cents, currency: "CAD" },
        DEFAULT_POINTS_EARNED_PER_USD,
      ),
    );
    expect(fare.points).toBeGreaterThan(0);
    for (const day of answer.calendar) {
      expect(day.lowest_total_cents).toBe(
        lowestDemoTotal(MOCK_FARE_WORLD, trip, day, today),
      );
    }
    expect(answer.calendar[3]!.lowest_total_cents).toBe(
      answer.offers[0]!.fare_options[0]!.price.total_cents,
    );
  });

  it("gives the same fares for the same trip", () => {
    const first = mockCreateSearchSession(trip);
    const second = mockCreateSearchSession(trip);
    [first, second].forEach((id) => mockFetchSearchSession(id));
    const offers = (id: string) =>
      mockFetchSearchSession(id).offers.map((o) => [
        o.slices[0]!.id,
        o.fare_options[0]!.price.total_cents,
      ]);
    expect(offers(first)).toEqual(offers(second));
  });

  it("names each session by an id the /search address keeps", () => {
    const id = mockCreateSearchSession(trip);
    expect(readSearchQuery(`sessionId=${id}`, new Date()).sessionId).toBe(id);
    expect(mockCreateSearchSession(trip)).not.toBe(id);
  });

  it("answers 404 for a session it does not know", () => {
    expect(() => mockFetchSearchSession("mock-unknown")).toThrow(
      expect.objectContaining({ status: 404 }) as ApiRequestError,
    );
  });
});
