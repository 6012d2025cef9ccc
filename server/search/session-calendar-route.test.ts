import type { TripRequest } from "../../domain/offers/search-session-contract";
import { ORDER_ACCESS_COOKIE } from "../platform/http/browser-access";
import { hashToken } from "../platform/http/token-hash";
import { serveTestApp } from "../testing/fake-app";
import { createDemoFareSource } from "./demo/demo-fare-source";
import type { FareSource } from "./fare-source";
import {
  EXPIRED_SEARCH_MESSAGE,
  UNKNOWN_SEARCH_MESSAGE,
} from "./search-session-routes";
import { completeSearchSession, createSearchSession } from "./search-sessions";
import {
  SEARCH_UNDER_WAY_MESSAGE,
  withPricedDates,
} from "./session-calendar-route";

// POST /api/search-session/{id}/calendar, apart from any supplier: who may
// ask, when, and that a strip with nothing unasked costs no search.

const START = new Date("2026-11-23T15:00:00Z");
let now = START;
const demo = createDemoFareSource(() => now);
let stripsPriced = 0;
const counting: FareSource = {
  ...demo,
  async lowestPrices(trip, dates) {
    stripsPriced += 1;
    return demo.lowestPrices(trip, dates);
  },
};
const served = serveTestApp({}, { fareSource: counting, clock: () => now });

const TRIP: TripRequest = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2026-12-10",
  adults: 1,
  children: 0,
};
const TOKEN = "c".repeat(43);
const BROWSER = { cookie: `${ORDER_ACCESS_COOKIE}=${TOKEN}` };

const storeSession = () =>
  createSearchSession(served.database(), TRIP, "demo", now, hashToken(TOKEN));
const ask = (id: string, headers: Record<string, string> = BROWSER) =>
  served.app().inject({
    method: "POST",
    url: `/api/search-session/${id}/calendar`,
    headers,
  });

beforeEach(() => {
  now = START;
  stripsPriced = 0;
});

describe("POST /api/search-session/{id}/calendar", () => {
  it("answers 409 while the search is under way, 410 once it expired", async () => {
    const id = await storeSession();
    const underWay = await ask(id);
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().message).toBe(SEARCH_UNDER_WAY_MESSAGE);
    now = new Date(START.getTime() + 24 * 3_600_000);
    expect((await ask(id)).json()).toEqual({
      message: EXPIRED_SEARCH_MESSAGE,
      status: "expired",
    });
    expect(stripsPriced).toBe(0);
  });

  it("answers 404 for another browser's search or an unknown one", async () => {
    const id = await storeSession();
    const other = await ask(id, {
      cookie: `${ORDER_ACCESS_COOKIE}=${"x".repeat(43)}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(UNKNOWN_SEARCH_MESSAGE);
    expect((await ask("00000000-0000-4000-8000-00000000000f")).statusCode).toBe(
      404,
    );
  });

  it("prices only the unasked dates, and a priced strip costs no search", async () => {
    const id = await storeSession();
    const priced = { departureDate: "2026-12-10", lowest_total_cents: 41_000 };
    const unasked = {
      departureDate: "2026-12-11",
      lowest_total_cents: null,
      unpriced: true as const,
    };
    await completeSearchSession(served.database(), id, [], [priced, unasked]);
    const first = await ask(id);
    expect(first.statusCode).toBe(200);
    const [chosen, nextDay] = first.json().data.calendar;
    expect(chosen).toEqual(priced);
    expect(nextDay).toEqual({
      departureDate: "2026-12-11",
      lowest_total_cents: expect.any(Number),
    });
    expect(stripsPriced).toBe(1);
    expect((await ask(id)).json().data.calendar).toEqual([chosen, nextDay]);
    expect(stripsPriced).toBe(1);
  });
});

describe("withPricedDates", () => {
  it("puts each priced date in its place and leaves the others", () => {
    const strip = [
      {
        departureDate: "2026-12-09",
        lowest_total_cents: null,
        unpriced: true as const,
      },
      { departureDate: "2026-12-10", lowest_total_cents: 100 },
    ];
    expect(
      withPricedDates(strip, [
        { departureDate: "2026-12-09", lowest_total_cents: 90 },
      ]),
    ).toEqual([
      { departureDate: "2026-12-09", lowest_total_cents: 90 },
      { departureDate: "2026-12-10", lowest_total_cents: 100 },
    ]);
  });
});
