import type { TripRequest } from "../../domain/offers/search-session-contract";
import { hashToken } from "../platform/http/token-hash";
import { ORDER_ACCESS_COOKIE } from "../platform/http/browser-access";
import { serveTestApp } from "../testing/fake-app";
import { createDemoFareSource } from "./demo/demo-fare-source";
import { SAMPLE_ROUTES, TORONTO_VANCOUVER } from "./demo/demo-test-trips";
import { priceSearchSession } from "./price-session";
import {
  EXPIRED_SEARCH_MESSAGE,
  UNKNOWN_SEARCH_MESSAGE,
} from "./search-session-routes";
import { createSearchSession } from "./search-sessions";
import { UNKNOWN_FARE_MESSAGE } from "./session-offer-routes";

const START = new Date("2026-11-23T15:00:00Z");
let now = START;
const clock = () => now;
const served = serveTestApp({}, { clock });
const app = () => served.app();
const demo = createDemoFareSource(clock);

beforeEach(() => {
  now = START;
});

// The browser that searched: only its order_access cookie reads the session.
const BROWSER_TOKEN = "b".repeat(43);
const BROWSER = { cookie: `${ORDER_ACCESS_COOKIE}=${BROWSER_TOKEN}` };

/** A session this browser started, priced by the demo source. */
async function pricedSession(trip: TripRequest = TORONTO_VANCOUVER) {
  const id = await createSearchSession(
    served.database(),
    trip,
    "demo",
    now,
    hashToken(BROWSER_TOKEN),
  );
  const { offers } = await priceSearchSession(
    served.database(),
    demo,
    { id, trip },
    now,
  );
  return { id, offers };
}

const getOffer = (
  sessionId: string,
  offerId: string,
  fare: string,
  headers: Record<string, string> = BROWSER,
) =>
  app().inject({
    method: "GET",
    url: `/api/search-session/${sessionId}/offers/${encodeURIComponent(offerId)}?fare=${encodeURIComponent(fare)}`,
    headers,
  });

describe("GET /api/search-session/{id}/offers/{offerId}", () => {
  it("answers the offer and its chosen fare as the session shows them, points included", async () => {
    const { id } = await pricedSession({
      ...TORONTO_VANCOUVER,
      campaign: "campaign2",
    });
    const session = (
      await app().inject({ url: `/api/search-session/${id}`, headers: BROWSER })
    ).json().data;
    const offer = session.offers[3];
    const fare = offer.fare_options[1];
    expect(fare.points).toBeGreaterThan(0);

    const response = await getOffer(id, offer.id, fare.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        sessionId: id,
        trip: session.trip,
        offer,
        fare_option: fare,
        expires_at: "2026-11-23T15:30:00.000Z",
        source: { id: "demo", demo: true },
        payment: { provider: "test" },
      },
    });
  });

  it("has a strong ETag, and is private to the browser", async () => {
    const { id, offers } = await pricedSession();
    const offer = offers[0]!;
    const response = await getOffer(id, offer.id, offer.fare_options[0]!.id);
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const held = await getOffer(id, offer.id, offer.fare_options[0]!.id, {
      ...BROWSER,
      "if-none-match": String(response.headers.etag),
    });
    expect(held.statusCode).toBe(304);
  });

  it("is 404 for an unknown, malformed or another browser's session", async () => {
    const { id, offers } = await pricedSession();
    const offer = offers[0]!;
    const fare = offer.fare_options[0]!.id;
    const stranger = { cookie: `${ORDER_ACCESS_COOKIE}=${"s".repeat(43)}` };
    for (const [sessionId, headers] of [
      ["1b4e28ba-2fa1-4d2e-883f-0016d3cca427", BROWSER],
      ["not-a-session", BROWSER],
      [id, stranger],
      [id, {}],
    ] as const) {
      const response = await getOffer(sessionId, offer.id, fare, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNKNOWN_SEARCH_MESSAGE });
    }
  });

  it("is 404 for an offer or a fare option the session does not have", async () => {
    const { id, offers } = await pricedSession();
    const offer = offers[0]!;
    for (const [offerId, fare] of [
      ["no-such-offer", offer.fare_options[0]!.id],
      [offer.id, "no-such-fare"],
      [offer.id, offers[1]!.fare_options[0]!.id],
    ]) {
      const response = await getOffer(id, offerId!, fare!);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNKNOWN_FARE_MESSAGE });
    }
  });

  it("is 400 without the fare option", async () => {
    const { id, offers } = await pricedSession();
    const response = await app().inject({
      url: `/api/search-session/${id}/offers/${offers[0]!.id}`,
      headers: BROWSER,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(["fare"]);
  });

  it("is 410 once the session has expired", async () => {
    const { id, offers } = await pricedSession();
    const offer = offers[0]!;
    const fare = offer.fare_options[0]!.id;
    now = new Date(START.getTime() + 30 * 60_000 - 1_000);
    expect((await getOffer(id, offer.id, fare)).statusCode).toBe(200);
    now = new Date(START.getTime() + 30 * 60_000);
    const response = await getOffer(id, offer.id, fare);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      message: EXPIRED_SEARCH_MESSAGE,
      status: "expired",
    });
  });

  it("stays under 20 KB for the largest offer of the demo's routes", async () => {
    let largest = 0;
    for (const [departure, arrival] of SAMPLE_ROUTES) {
      const { id, offers } = await pricedSession({
        ...TORONTO_VANCOUVER,
        departure,
        arrival,
      });
      const offer = offers.reduce((big, candidate) =>
        JSON.stringify(candidate).length > JSON.stringify(big).length
          ? candidate
          : big,
      );
      const response = await getOffer(
        id,
        offer.id,
        offer.fare_options.at(-1)!.id,
      );
      expect(response.statusCode).toBe(200);
      largest = Math.max(largest, Buffer.byteLength(response.body));
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(20_000);
  });

  it("is in the OpenAPI document", async () => {
    const { paths } = (await app().inject({ url: "/api/docs" })).json();
    expect(paths["/search-session/{id}/offers/{offerId}"].get).toMatchObject({
      tags: ["fares"],
    });
  });
});
