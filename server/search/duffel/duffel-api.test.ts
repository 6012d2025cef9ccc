import type { Offer } from "../../../domain/offers/offer";
import { FARE_GONE, OFFER_EXPIRED_MESSAGE } from "../../orders/chosen-fare";
import { ORDER_ACCESS_COOKIE } from "../../platform/http/browser-access";
import type { RetryPolicy } from "../../platform/outbound/guarded-call";
import {
  startDuffelStandIn,
  type DuffelStandIn,
} from "../../testing/duffel-stand-in/duffel-stand-in";
import { standInOffers } from "../../testing/duffel-stand-in/stand-in-offers";
import { serveTestApp } from "../../testing/fake-app";
import { cardToken, postOrder } from "../../testing/order-fixtures";
import type { FareSource } from "../fare-source";
import { createDuffelFareSource } from "./duffel-fare-source";
import { NEARBY_AT_ONCE } from "./duffel-nearby-dates";

// The search-to-booking path through the real API app, with FARE_SOURCE=duffel
// against a loopback stand-in of Duffel's API.

const FAST: RetryPolicy = {
  attempts: 3,
  attemptTimeoutMs: 200,
  baseDelayMs: 1,
  budgetMs: 1_500,
};
// A search takes as long as Duffel's batches: long enough for the paced ones.
const SEARCH: RetryPolicy = {
  ...FAST,
  attemptTimeoutMs: 5_000,
  budgetMs: 10_000,
};
const BROWSER = { cookie: `${ORDER_ACCESS_COOKIE}=${"d".repeat(43)}` };
const day = (ahead: number) =>
  new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const TRIP = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: day(30),
  arrivalDate: day(37),
  adults: 2,
  children: 1,
};
const PASSENGERS = [
  {
    type: "adult",
    given_names: "Ada Marie",
    surname: "Tremblay",
    date_of_birth: "1980-04-02",
    gender: "f",
    title: "ms",
  },
  {
    type: "adult",
    given_names: "Jean-Luc",
    surname: "O'Neil",
    date_of_birth: "1975-06-15",
    gender: "m",
    title: "mr",
  },
  {
    type: "child",
    given_names: "Zoé",
    surname: "Tremblay",
    date_of_birth: day(-6 * 365),
    gender: "f",
    title: "miss",
  },
];

let standIn: DuffelStandIn;
let duffel: FareSource | undefined;
// Moved on past a rate limit's reset, so the next test finds Duffel open.
let skipMs = 0;
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startDuffelStandIn(standInOffers);
  duffel = createDuffelFareSource({
    accessToken: standIn.token,
    apiUrl: standIn.url,
    searchPolicy: SEARCH,
    orderPolicy: FAST,
    now: () => Date.now() + skipMs,
    // As server.ts does: the source's lines go to the app's log.
    warn: (line) => served.app().log.warn(line),
  });
});
afterAll(() => standIn.close());

const source = () => {
  if (!duffel) throw new Error("The stand-in is not started.");
  return duffel;
};
// The app is built after the stand-in starts; every call goes to its source.
const lazyDuffel: FareSource = {
  id: "duffel",
  demo: false,
  searchPolicy: SEARCH,
  orderPolicy: FAST,
  passengerFields: ["gender", "title"],
  nearbyDatesOnRequest: true,
  searchOffers: (trip, onProgress) => source().searchOffers(trip, onProgress),
  lowestPrices: (trip, dates) => source().lowestPrices(trip, dates),
  repriceOffer: (trip, offer, option) =>
    source().repriceOffer(trip, offer, option),
  placeOrder: (request) => source().placeOrder(request),
  cancelOrder: (request) => source().cancelOrder(request),
};
const served = serveTestApp(
  {},
  { fareSource: lazyDuffel, retryPolicy: FAST },
  undefined,
  { level: "info", logLines },
);
const app = served.app;

/** POST /api/search-session for TRIP: the new session's id. */
async function startSearch(): Promise<string> {
  const started = await app().inject({
    method: "POST",
    url: "/api/search-session",
    headers: BROWSER,
    payload: TRIP,
  });
  expect(started.statusCode).toBe(201);
  return started.json().data.sessionId;
}

async function search(): Promise<{
  sessionId: string;
  offers: Offer[];
  calendar: { departureDate: string; lowest_total_cents: number | null }[];
}> {
  const sessionId = await startSearch();
  const session = await app().inject({
    method: "GET",
    url: `/api/search-session/${sessionId}`,
    headers: { ...BROWSER, prefer: "wait=5" },
  });
  expect(session.statusCode).toBe(200);
  const data = session.json().data;
  expect(data.status).toBe("complete");
  return { sessionId, offers: data.offers, calendar: data.calendar };
}

async function orderFor(sessionId: string, offer: Offer, extra = {}) {
  const option = offer.fare_options[0];
  return {
    search_session_id: sessionId,
    offer_id: offer.id,
    fare_option_id: option?.id,
    passengers: PASSENGERS,
    contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
    payment_method: await cardToken(app(), undefined, BROWSER),
    expected_total_cents: option?.price.total_cents,
    ...extra,
  };
}

const ordersSent = () =>
  standIn.requests.filter(
    (r) => r.method === "POST" && r.path === "/air/orders",
  );

describe("FARE_SOURCE=duffel through the API", () => {
  it("fills the search session with Duffel's offers, mapped, cheapest first", async () => {
    const { offers, calendar } = await search();
    // The strip is not asked of Duffel: only the chosen dates have a price.
    expect(
      calendar.map((date) => [date.departureDate, date.lowest_total_cents]),
    ).toContainEqual([TRIP.departureDate, 87_000]);
    expect(
      calendar.filter((date) => date.lowest_total_cents !== null),
    ).toHaveLength(1);
    expect(offers.map((o) => o.slices[0]?.segments[0]?.flight_number)).toEqual([
      "WS 653",
      "AC 113",
    ]);
    expect(offers[0]).toMatchObject({
      owner: { code: "WS", name: "WestJet" },
      slices: [
        { connections: [{ iata: "YYC", city: "Calgary", minutes: 73 }] },
        { segments: [{ from: { iata: "YVR" } }, { to: { iata: "YYZ" } }] },
      ],
      fare_options: [
        {
          price: { currency: "CAD", total_cents: 87_000, travellers: 3 },
          conditions: {
            refund_before_departure: { allowed: true, penalty_cents: 10_000 },
          },
          points: expect.any(Number),
        },
      ],
      total_emissions_kg: 182,
    });
    expect(offers[1]?.fare_options[0]?.baggage).toEqual({
      carry_on: 1,
      checked: 1,
    });
  });

  it("books: checks the price, sends Duffel a valid order, and the booking reference lands on the order", async () => {
    const { sessionId, offers } = await search();
    const offer = offers[0] as Offer;
    const response = await postOrder(
      app(),
      await orderFor(sessionId, offer),
      "duffel-1",
      BROWSER,
    );
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    const booked = standIn.orders[standIn.orders.length - 1];
    expect(order).toMatchObject({
      status: "confirmed",
      booking_reference: booked?.booking_reference,
      demo: false,
      payment: { status: "captured" },
    });
    const sent = ordersSent().at(-1)?.body as {
      data: {
        selected_offers: string[];
        payments: unknown[];
        passengers: { given_name: string }[];
      };
    };
    expect(sent.data.selected_offers).toEqual([offer.id]);
    expect(sent.data.payments).toEqual([
      { type: "balance", amount: "870.00", currency: "CAD" },
    ]);
    expect(sent.data.passengers.map((p) => p.given_name)).toEqual([
      "Ada Marie",
      "Jean-Luc",
      "Zoé",
    ]);
  });

  it("fails the order naming the field Duffel refused, in our words, the hold released", async () => {
    const { sessionId, offers } = await search();
    standIn.failNext("orders", "invalid:/data/passengers/2/born_on");
    const response = await postOrder(
      app(),
      await orderFor(sessionId, offers[0] as Offer),
      "duffel-field",
      BROWSER,
    );
    expect(response.statusCode).toBe(201);
    const failed = {
      status: "failed",
      failure: {
        reason: "booking_refused",
        message: expect.stringMatching(/Nothing was charged/),
        field: "passengers.2.date_of_birth",
      },
      payment: { status: "voided" },
    };
    const order = response.json().data;
    expect(order).toMatchObject(failed);
    expect(JSON.stringify(order)).not.toMatch(/born_on|invalid_field/);
    const again = await app().inject({
      method: "GET",
      url: `/api/order/${order.session_id}`,
      headers: BROWSER,
    });
    expect(again.json().data).toMatchObject(failed);
  });

  it("answers a changed price with the price-change confirmation, nothing booked", async () => {
    const { sessionId, offers } = await search();
    const offer = offers[1] as Offer;
    standIn.reprice(offer.id, "1100.00");
    const before = ordersSent().length;
    const response = await postOrder(
      app(),
      await orderFor(sessionId, offer),
      "duffel-2",
      BROWSER,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/^The price is now .*Nothing was charged/),
      price: { total_cents: 110_000, currency: "CAD" },
    });
    expect(ordersSent()).toHaveLength(before);
  });

  it("answers a vanished offer with “This fare is no longer available”, nothing booked", async () => {
    const { sessionId, offers } = await search();
    const offer = offers[0] as Offer;
    standIn.withdraw(offer.id);
    const before = ordersSent().length;
    const response = await postOrder(
      app(),
      await orderFor(sessionId, offer),
      "duffel-3",
      BROWSER,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: FARE_GONE });
    expect(ordersSent()).toHaveLength(before);
  });

  it("answers an offer past its expires_at with 410, asking to search again", async () => {
    const usual = standIn.offersFor;
    const past = new Date(Date.now() - 1_000).toISOString();
    standIn.offersFor = (request) =>
      usual(request).map((offer) => ({ ...offer, expires_at: past }));
    try {
      const { sessionId, offers } = await search();
      const response = await postOrder(
        app(),
        await orderFor(sessionId, offers[0] as Offer),
        "duffel-expired",
        BROWSER,
      );
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        message: OFFER_EXPIRED_MESSAGE,
        status: "expired",
      });
    } finally {
      standIn.offersFor = usual;
    }
  });

  it("tells checkout, with the chosen fare, that each passenger's gender and title are asked", async () => {
    const { sessionId, offers } = await search();
    const offer = offers[0] as Offer;
    const response = await app().inject({
      method: "GET",
      url: `/api/search-session/${sessionId}/offers/${offer.id}?fare=${offer.fare_options[0]!.id}`,
      headers: BROWSER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.source).toMatchObject({
      id: "duffel",
      demo: false,
      passenger_fields: ["gender", "title"],
    });
  });

  it("asks for each passenger's gender and title before anything is held", async () => {
    const { sessionId, offers } = await search();
    const body = await orderFor(sessionId, offers[0] as Offer, {
      passengers: PASSENGERS.map(
        ({ type, given_names, surname, date_of_birth }) => ({
          type,
          given_names,
          surname,
          date_of_birth,
        }),
      ),
    });
    const response = await postOrder(app(), body, "duffel-4", BROWSER);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      "passengers.0.gender": expect.stringMatching(/F or M/),
      "passengers.2.title": expect.stringMatching(/title/),
    });
  });

  it("answers 503 with Retry-After when Duffel fails with 5xx or hangs", async () => {
    const { sessionId, offers } = await search();
    standIn.failNext("offers", "server_error", 3);
    const failing = await postOrder(
      app(),
      await orderFor(sessionId, offers[1] as Offer),
      "duffel-5",
      BROWSER,
    );
    expect(failing.statusCode).toBe(503);
    expect(failing.headers["retry-after"]).toBe("5");
    standIn.failNext("offers", "hang", 3);
    const hanging = await postOrder(
      app(),
      await orderFor(sessionId, offers[1] as Offer),
      "duffel-6",
      BROWSER,
    );
    expect(hanging.statusCode).toBe(503);
    expect(hanging.json().message).toMatch(/Flight prices can't be reached/);
  });

  it("honours a 429: one request to Duffel, 503 with the reset as Retry-After", async () => {
    const { sessionId, offers } = await search();
    const asked = () =>
      standIn.requests.filter((r) => r.path.startsWith("/air/offers/")).length;
    const before = asked();
    standIn.failNext("offers", "rate_limited");
    const response = await postOrder(
      app(),
      await orderFor(sessionId, offers[1] as Offer),
      "duffel-7",
      BROWSER,
    );
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(29);
    expect(asked()).toBe(before + 1);
    skipMs += 60_000;
  });

  it("writes the access token in no log line", () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join("\n")).toMatch(/Duffel's rate limit was reached/);
    for (const line of logLines) expect(line).not.toContain(standIn.token);
  });
});

describe("the flexible-dates strip with FARE_SOURCE=duffel", () => {
  const offerRequestsSent = () =>
    standIn.requests.filter(
      (r) => r.method === "POST" && r.path.startsWith("/air/offer_requests"),
    );
  const askForStrip = (sessionId: string) =>
    app().inject({
      method: "POST",
      url: `/api/search-session/${sessionId}/calendar`,
      headers: BROWSER,
    });

  it("prices the nearby dates only when asked, once each, and keeps them", async () => {
    const { sessionId, calendar } = await search();
    const nearby = calendar.filter(
      (date) => date.departureDate !== TRIP.departureDate,
    );
    expect(nearby.length).toBeGreaterThan(0);
    for (const date of nearby) {
      expect(date).toMatchObject({ lowest_total_cents: null, unpriced: true });
    }
    const before = offerRequestsSent().length;

    const asked = await askForStrip(sessionId);
    expect(asked.statusCode).toBe(200);
    const sent = offerRequestsSent().slice(before);
    expect(
      sent.map(
        (r) =>
          (r.body as { data: { slices: { departure_date: string }[] } }).data
            .slices[0]?.departure_date,
      ),
    ).toEqual(expect.arrayContaining(nearby.map((d) => d.departureDate)));
    expect(sent).toHaveLength(nearby.length);
    const strip = asked.json().data.calendar as typeof calendar;
    // Three travellers; the cheapest CAD offer is 290 $ each.
    expect(strip.every((date) => date.lowest_total_cents === 87_000)).toBe(
      true,
    );
    expect(strip.some((date) => "unpriced" in date)).toBe(false);

    expect((await askForStrip(sessionId)).json().data.calendar).toEqual(strip);
    expect(offerRequestsSent()).toHaveLength(before + nearby.length);
    const again = await app().inject({
      url: `/api/search-session/${sessionId}`,
      headers: BROWSER,
    });
    expect(again.json().data.calendar).toEqual(strip);
  });

  it("answers 503 when a rate limit left every date unpriced, and keeps the dates it priced when one fails", async () => {
    const { sessionId } = await search();
    // Each of the first round is sent before the first 429 comes back.
    standIn.failNext("offer_requests", "rate_limited", NEARBY_AT_ONCE);
    const refused = await askForStrip(sessionId);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    skipMs += 60_000;

    const before = offerRequestsSent().length;
    standIn.failNext("offer_requests", "server_error", 1);
    const partly = await askForStrip(sessionId);
    expect(partly.statusCode).toBe(200);
    const strip = partly.json().data.calendar as {
      unpriced?: true;
      lowest_total_cents: number | null;
    }[];
    expect(strip.filter((date) => date.unpriced)).toHaveLength(1);
    expect(offerRequestsSent().length - before).toBe(
      strip.length - 1 /* the chosen dates */,
    );
  });

  it("answers another browser 404", async () => {
    const { sessionId } = await search();
    const other = await app().inject({
      method: "POST",
      url: `/api/search-session/${sessionId}/calendar`,
      headers: { cookie: `${ORDER_ACCESS_COOKIE}=${"e".repeat(43)}` },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("a search session filled as Duffel's batches come", () => {
  afterEach(() => {
    standIn.batchPace = { count: 2, everyMs: 0 };
  });

  const look = (sessionId: string, after?: number) =>
    app().inject({
      method: "GET",
      url: `/api/search-session/${sessionId}${after === undefined ? "" : `?after=${after}`}`,
      headers: { ...BROWSER, prefer: "wait=5" },
    });

  it("answers the first batch's offers while pending, then the whole search", async () => {
    // Air Canada's offer first, WestJet's 400 ms later.
    standIn.batchPace = { count: 2, everyMs: 400 };
    const sessionId = await startSearch();

    const first = (await look(sessionId)).json().data;
    expect(first).toMatchObject({
      status: "pending",
      progress: { answered: 1, asked: 2 },
    });
    expect(first.offers.map((offer: Offer) => offer.owner.code)).toEqual([
      "AC",
    ]);
    // Points come with offers so far, as with the whole search.
    expect(first.offers[0].fare_options[0].points).toBeGreaterThan(0);

    // Seen that batch: the wait ends at the next news, here the whole search.
    const whole = (await look(sessionId, 1)).json().data;
    expect(whole.status).toBe("complete");
    expect(whole.progress).toBeUndefined();
    expect(whole.offers.map((offer: Offer) => offer.owner.code)).toEqual([
      "WS",
      "AC",
    ]);
  });

  it("answers at once with batches the caller has not seen", async () => {
    standIn.batchPace = { count: 3, everyMs: 300 };
    const sessionId = await startSearch();
    const first = await look(sessionId);
    expect(first.headers["preference-applied"]).toBe("wait=5");
    // Asking again as if nothing were seen: no wait at all.
    const again = await look(sessionId, 0);
    expect(again.headers["preference-applied"]).toBeUndefined();
    expect(again.json().data.progress.answered).toBeGreaterThan(0);
  });
});
