import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import { DEFAULT_RATE_LIMITS } from "../api-settings";
import { createDemoFareSource } from "./demo/demo-fare-source";
import type { FareSource } from "./fare-source";
import { hashToken } from "../platform/http/token-hash";
import { completeSearchSession, createSearchSession } from "./search-sessions";
import { ORDER_ACCESS_COOKIE } from "../platform/http/browser-access";
import { serveTestApp } from "../testing/fake-app";
import {
  EXPIRED_SEARCH_MESSAGE,
  STALE_PENDING_MS,
  UNKNOWN_SEARCH_MESSAGE,
} from "./search-session-routes";

const START = new Date("2026-11-23T15:00:00Z");
let now = START;
const clock = () => now;
const served = serveTestApp({}, { clock });
const app = served.app;

// A source whose first search waits until the test lets it go.
let release = () => {};
let gatedSearches = 0;
const demo = createDemoFareSource(clock);
const gated: FareSource = {
  ...demo,
  id: "gated",
  demo: false,
  async searchOffers(trip) {
    gatedSearches += 1;
    await new Promise<void>((resolve) => (release = resolve));
    return demo.searchOffers(trip);
  },
};
const servedGated = serveTestApp({}, { fareSource: gated, clock });
const servedLimited = serveTestApp({ rateLimits: DEFAULT_RATE_LIMITS });

const TRIP: TripRequest = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2026-12-10",
  arrivalDate: "2026-12-17",
  adults: 2,
  children: 0,
};

beforeEach(() => {
  now = START;
});

// The browser that searches: only its order_access cookie reads the session.
const BROWSER_TOKEN = "b".repeat(43);
const BROWSER = { cookie: `${ORDER_ACCESS_COOKIE}=${BROWSER_TOKEN}` };

const post = (body: unknown, server = app()) =>
  server.inject({
    method: "POST",
    url: "/api/search-session",
    headers: BROWSER,
    payload: body as object,
  });
const get = (
  id: string,
  server = app(),
  headers: Record<string, string> = BROWSER,
) =>
  server.inject({ method: "GET", url: `/api/search-session/${id}`, headers });

/** Polls until the session is priced (its pricing runs just after POST answers). */
async function completed(id: string, server: FastifyInstance = app()) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await get(id, server);
    if (response.json().data?.status !== "pending") return response;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("The session stayed pending.");
}

/** A pending session written straight to the database, as another process would. */
const storePending = () =>
  createSearchSession(
    served.database(),
    TRIP,
    "demo",
    now,
    hashToken(BROWSER_TOKEN),
  );

async function search(trip: TripRequest = TRIP) {
  const response = await post(trip);
  expect(response.statusCode).toBe(201);
  return response.json().data.sessionId as string;
}

describe("POST /api/search-session", () => {
  it("answers 201 with the session's id", async () => {
    const response = await post(TRIP);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it.each([
    [
      { ...TRIP, departure: "ZZQ" },
      "departure",
      "No airport has the code ZZQ.",
    ],
    [
      { ...TRIP, arrival: "yvr" },
      "arrival",
      "Use a three-letter airport code, like YYZ.",
    ],
    [
      { ...TRIP, arrival: "YYZ" },
      "arrival",
      "Choose an arrival airport other than the departure.",
    ],
    [
      { ...TRIP, departureDate: "2026-11-21" },
      "departureDate",
      "Choose today or a later date.",
    ],
    [
      { ...TRIP, departureDate: "2026-02-30" },
      "departureDate",
      "Use a real date, YYYY-MM-DD.",
    ],
    [
      { ...TRIP, arrivalDate: "2026-12-01" },
      "arrivalDate",
      "The return can't be before the departure.",
    ],
    [{ ...TRIP, adults: 0 }, "adults", "At least 1 adult travels."],
    [{ ...TRIP, adults: 1.5 }, "adults", "Enter a whole number of adults."],
    [{ ...TRIP, children: 9 }, "children", "At most 8 children."],
    [
      { ...TRIP, adults: 5, children: 5 },
      "children",
      "At most 9 travellers in all.",
    ],
    [
      { ...TRIP, campaign: "x".repeat(51) },
      "campaign",
      "The campaign is at most 50 characters.",
    ],
  ])("refuses %o naming %s", async (trip, field, message) => {
    const response = await post(trip);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(response.json().message).toContain(`${field}: ${message}`);
  });

  it("names every failing field at once", async () => {
    const response = await post({
      ...TRIP,
      departure: "ZZQ",
      departureDate: "2026-11-01",
      arrivalDate: "2026-11-02",
      adults: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      "adults",
      "arrivalDate",
      "departure",
      "departureDate",
    ]);
  });

  it("refuses missing fields and unknown ones", async () => {
    const response = await post({ extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining([
        "departure",
        "arrival",
        "departureDate",
        "adults",
      ]),
    );
  });

  it("accepts the traveller's today anywhere on Earth", async () => {
    now = new Date("2026-12-10T05:00:00Z");
    expect(
      (await post({ ...TRIP, departureDate: "2026-12-09" })).statusCode,
    ).toBe(201);
  });
});

describe("GET /api/search-session/{id}", () => {
  it("answers the offers cheapest first, with the source and the expiry", async () => {
    const id = await search();
    const response = await completed(id);
    expect(response.statusCode).toBe(200);
    const answer = response.json().data;
    expect(answer).toMatchObject({
      sessionId: id,
      status: "complete",
      trip: TRIP,
      expires_at: "2026-11-23T15:30:00.000Z",
      source: { id: "demo", demo: true },
    });
    expect(answer.offers.length).toBeGreaterThanOrEqual(20);
    const totals = answer.offers.map(
      (offer: { fare_options: { price: { total_cents: number } }[] }) =>
        offer.fare_options[0]!.price.total_cents,
    );
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
  });

  it("fills every fare's points as POST /point/balance quotes them, campaign included", async () => {
    const id = await search({ ...TRIP, campaign: "campaign2" });
    const { offers } = (await completed(id)).json().data;
    for (const offer of offers.slice(0, 5)) {
      for (const option of offer.fare_options) {
        const quote = await app().inject({
          method: "POST",
          url: "/api/point/balance",
          payload: {
            amount_cents: option.price.total_cents,
            currency: "CAD",
            campaign: "campaign2",
          },
        });
        expect(option.points).toBe(quote.json().data.points);
        expect(option.points).toBeGreaterThan(0);
      }
    }
  });

  it("answers the lowest price of ±3 days, the chosen one equal to the cheapest offer", async () => {
    const id = await search();
    const { offers, calendar } = (await completed(id)).json().data;
    expect(
      calendar.map((day: { departureDate: string }) => day.departureDate),
    ).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
    expect(calendar[3]).toEqual({
      departureDate: "2026-12-10",
      arrivalDate: "2026-12-17",
      lowest_total_cents: offers[0].fare_options[0].price.total_cents,
    });
    expect(calendar[0].arrivalDate).toBe("2026-12-14");
  });

  it("leaves out past days from the strip", async () => {
    const id = await search({ ...TRIP, departureDate: "2026-11-24" });
    const { calendar } = (await completed(id)).json().data;
    expect(calendar[0].departureDate).toBe("2026-11-23");
    expect(calendar).toHaveLength(5);
  });

  it("compresses a completed answer as the client accepts, with a strong ETag", async () => {
    const id = await search();
    const plain = await completed(id);
    const headers = { ...BROWSER, "accept-encoding": "gzip" };
    const response = await app().inject({
      method: "GET",
      url: `/api/search-session/${id}`,
      headers,
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
    const held = await app().inject({
      method: "GET",
      url: `/api/search-session/${id}`,
      headers: { ...headers, "if-none-match": String(response.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
  });

  it("is 404 for another browser, or none, before and after it completes", async () => {
    const id = await search();
    const stranger = { cookie: `${ORDER_ACCESS_COOKIE}=${"s".repeat(43)}` };
    for (const headers of [stranger, {}]) {
      const response = await get(id, app(), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNKNOWN_SEARCH_MESSAGE });
    }
    expect((await completed(id)).statusCode).toBe(200);
    for (const headers of [stranger, {}]) {
      expect((await get(id, app(), headers)).statusCode).toBe(404);
    }
  });

  it("gives the searching browser its order_access cookie", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/api/search-session",
      payload: TRIP,
    });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(
      new RegExp(
        `^${ORDER_ACCESS_COOKIE}=[\\w-]{43}; .*HttpOnly; SameSite=Lax`,
      ),
    );
    const id = response.json().data.sessionId;
    const own = { cookie: cookie.slice(0, cookie.indexOf(";")) };
    expect((await get(id, app(), own)).statusCode).toBe(200);
  });

  it("is 404 for an unknown or malformed id", async () => {
    for (const id of [
      "1b4e28ba-2fa1-4d2e-883f-0016d3cca427",
      "not-a-session",
      "%27%3B--",
    ]) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNKNOWN_SEARCH_MESSAGE });
    }
  });

  it("is 410 once 30 minutes have passed", async () => {
    const id = await search();
    await completed(id);
    now = new Date(START.getTime() + 30 * 60_000 - 1_000);
    expect((await get(id)).statusCode).toBe(200);
    now = new Date(START.getTime() + 30 * 60_000);
    const response = await get(id);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      message: EXPIRED_SEARCH_MESSAGE,
      status: "expired",
    });
  });

  it("prices a session left pending (its process stopped) on the next read", async () => {
    const id = await storePending();
    const pending = (await get(id)).json().data;
    expect(pending).toMatchObject({
      status: "pending",
      offers: [],
      calendar: [],
    });
    now = new Date(START.getTime() + STALE_PENDING_MS);
    const answer = (await get(id)).json().data;
    expect(answer.status).toBe("complete");
    expect(answer.offers.length).toBeGreaterThanOrEqual(20);
    expect(answer.calendar).toHaveLength(7);
    // Stored: the next read answers the same offers.
    expect((await get(id)).json().data.offers).toEqual(answer.offers);
  });

  it("never asks the source again for a search it is still pricing, however long", async () => {
    const server = servedGated.app();
    const searchesBefore = gatedSearches;
    const id = (await post(TRIP, server)).json().data.sessionId;
    await new Promise((resolve) => setImmediate(resolve));
    now = new Date(START.getTime() + STALE_PENDING_MS + 60_000);
    expect((await get(id, server)).json().data.status).toBe("pending");
    expect(gatedSearches).toBe(searchesBefore + 1);
    release();
    expect((await completed(id, server)).json().data.status).toBe("complete");
  });

  it("answers pending while the source prices, then the offers", async () => {
    const server = servedGated.app();
    const id = (await post(TRIP, server)).json().data.sessionId;
    const pending = await get(id, server);
    expect(pending.json().data).toMatchObject({
      sessionId: id,
      status: "pending",
      offers: [],
      calendar: [],
      source: { id: "gated", demo: false },
    });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const answer = (await completed(id, server)).json().data;
    expect(answer.status).toBe("complete");
    expect(answer.offers.length).toBeGreaterThanOrEqual(20);
  });
});

describe("GET /api/search-session/{id} with Prefer: wait", () => {
  const getWaiting = (id: string, server: FastifyInstance, wait: number) =>
    get(id, server, { ...BROWSER, prefer: `wait=${wait}` });
  const settledSoon = (answer: Promise<unknown>) =>
    Promise.race([
      answer.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 100)),
    ]);

  it("answers the offers the moment they are priced, not pending", async () => {
    const server = servedGated.app();
    const id = (await post(TRIP, server)).json().data.sessionId;
    const answer = getWaiting(id, server, 5);
    expect(await settledSoon(answer)).toBe(false);
    release();
    const response = await answer;
    expect(response.headers["preference-applied"]).toBe("wait=5");
    expect(response.json().data.status).toBe("complete");
    expect(response.json().data.offers.length).toBeGreaterThanOrEqual(20);
  });

  it("answers pending once the wait is over", async () => {
    const server = servedGated.app();
    const id = (await post(TRIP, server)).json().data.sessionId;
    const started = Date.now();
    const response = await getWaiting(id, server, 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(response.json().data.status).toBe("pending");
    release();
  });

  it("sees offers another process stored while it waits", async () => {
    const id = await storePending();
    const answer = getWaiting(id, app(), 5);
    expect(await settledSoon(answer)).toBe(false);
    await completeSearchSession(served.database(), id, [], []);
    const response = await answer;
    expect(response.json().data).toMatchObject({ status: "complete" });
  });

  it("answers a completed session at once, with no Preference-Applied", async () => {
    const id = await search();
    await completed(id);
    const response = await getWaiting(id, app(), 5);
    expect(response.json().data.status).toBe("complete");
    expect(response.headers["preference-applied"]).toBeUndefined();
  });
});

describe("POST /api/search-session with Prefer: wait", () => {
  const postWaiting = (server: FastifyInstance, wait: number) =>
    server.inject({
      method: "POST",
      url: "/api/search-session",
      headers: { ...BROWSER, prefer: `wait=${wait}` },
      payload: TRIP,
    });

  it("answers with the session's offers once priced: the same as its GET", async () => {
    const server = servedGated.app();
    const answer = postWaiting(server, 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const response = await answer;
    expect(response.statusCode).toBe(201);
    expect(response.headers["preference-applied"]).toBe("wait=5");
    const { sessionId, answer: first } = response.json().data;
    expect(first.status).toBe("complete");
    expect(first.offers.length).toBeGreaterThanOrEqual(20);
    expect(first).toEqual((await get(sessionId, server)).json().data);
  });

  it("answers pending, with the id, once the wait is over", async () => {
    const server = servedGated.app();
    const started = Date.now();
    const response = await postWaiting(server, 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const { sessionId, answer } = response.json().data;
    expect(answer).toMatchObject({ sessionId, status: "pending", offers: [] });
    release();
  });

  it("answers no offers without the preference", async () => {
    const response = await post(TRIP);
    expect(response.json().data.answer).toBeUndefined();
    expect(response.headers["preference-applied"]).toBeUndefined();
  });
});

describe("the search routes", () => {
  it("limit searches from one address to 30 a minute", async () => {
    const server = servedLimited.app();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.search; attempt += 1) {
      statuses.push((await post({}, server)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("are in the OpenAPI document", async () => {
    const { paths } = (
      await app().inject({ method: "GET", url: "/api/docs" })
    ).json();
    expect(paths["/search-session"].post).toMatchObject({ tags: ["fares"] });
    expect(paths["/search-session/{id}"].get).toMatchObject({
      tags: ["fares"],
    });
  });
});
