import type { TripRequest } from "../../../domain/offers/search-session-contract";
import { guardFareSource } from "../../guarded-services";
import { DependencyUnavailable } from "../../platform/outbound/dependency";
import {
  startDuffelStandIn,
  type DuffelStandIn,
} from "../../testing/duffel-stand-in/duffel-stand-in";
import { standInOffers } from "../../testing/duffel-stand-in/stand-in-offers";
import type { FareSource, PlaceOrderRequest } from "../fare-source";
import { DuffelRateLimited } from "./duffel-errors";
import { createDuffelFareSource, DUFFEL_MESSAGES } from "./duffel-fare-source";

const TRIP: TripRequest = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2099-03-10",
  arrivalDate: "2099-03-17",
  adults: 2,
  children: 1,
};

const PASSENGERS: PlaceOrderRequest["passengers"] = [
  {
    type: "adult",
    given_names: "Ada Marie",
    surname: "Tremblay",
    date_of_birth: "2060-04-02",
    gender: "f",
    title: "ms",
  },
  {
    type: "adult",
    given_names: "Jean-Luc",
    surname: "O'Neil",
    date_of_birth: "2065-06-15",
    gender: "m",
    title: "mr",
  },
  {
    type: "child",
    given_names: "Zoé",
    surname: "Tremblay",
    date_of_birth: "2090-05-01",
    gender: "f",
    title: "miss",
  },
];
const CONTACT = { email: "ada@example.com", phone: "+1 416 555 0100" };
const FAST = {
  attempts: 3,
  attemptTimeoutMs: 500,
  baseDelayMs: 1,
  budgetMs: 2_000,
};

let standIn: DuffelStandIn;
let source: FareSource;
const warnings: string[] = [];

beforeAll(async () => {
  standIn = await startDuffelStandIn(standInOffers);
  source = createDuffelFareSource({
    accessToken: standIn.token,
    apiUrl: standIn.url,
    warn: (line) => warnings.push(line),
    searchPolicy: FAST,
    orderPolicy: FAST,
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.batchPace = { count: 2, everyMs: 0 };
  standIn.answersBatches = true;
  warnings.length = 0;
});

async function anOrder(key = `order_${Math.random()}`) {
  const [offer] = await source.searchOffers(TRIP);
  if (!offer?.fare_options[0]) throw new Error("No offer.");
  return {
    trip: TRIP,
    offer,
    fareOption: offer.fare_options[0],
    passengers: PASSENGERS,
    contact: CONTACT,
    idempotencyKey: key,
  };
}

describe("the Duffel fare source against a stand-in of Duffel's API", () => {
  it("asks one batch offer request with the trip's slices, passengers and cabin, as Duffel-Version v2 with the token", async () => {
    const offers = await source.searchOffers(TRIP);
    const [sent, ...looks] = standIn.requests;
    expect(sent).toMatchObject({
      method: "POST",
      path: "/air/batch_offer_requests/?supplier_timeout=15000",
      headers: {
        authorization: `Bearer ${standIn.token}`,
        "duffel-version": "v2",
      },
      body: {
        data: {
          slices: [
            { origin: "YYZ", destination: "YVR", departure_date: "2099-03-10" },
            { origin: "YVR", destination: "YYZ", departure_date: "2099-03-17" },
          ],
          passengers: [{ type: "adult" }, { type: "adult" }, { age: 8 }],
          cabin_class: "economy",
        },
      },
    });
    // Its two batches, ready at once, come in one look.
    expect(looks).toEqual([
      expect.objectContaining({
        method: "GET",
        path: expect.stringMatching(/^\/air\/batch_offer_requests\/orq_\w+$/),
        headers: expect.objectContaining({ "duffel-version": "v2" }),
      }),
    ]);
    // Two offers in CAD kept; the one in USD skipped with a line for us.
    expect(offers.map((o) => o.owner.code)).toEqual(["WS", "AC"]);
    expect(offers[0]?.fare_options[0]?.price.total_cents).toBe(87_000);
    expect(offers[0]?.slices).toHaveLength(2);
    expect(warnings).toEqual([
      "Skipped 1 Duffel offer(s) priced in USD, not CAD",
    ]);
  });

  it("hands each batch's offers so far to onProgress as they come, then answers them all", async () => {
    // One offer a batch, 150 ms apart: Air Canada's, WestJet's, the USD
    // one (apart enough for a busy machine to look between them).
    standIn.batchPace = { count: 3, everyMs: 150 };
    const seen: unknown[] = [];
    const offers = await source.searchOffers(TRIP, async (soFar, progress) => {
      seen.push([soFar.map((offer) => offer.owner.code), progress]);
    });
    expect(seen).toEqual([
      [["AC"], { answered: 1, asked: 3 }],
      [["WS", "AC"], { answered: 2, asked: 3 }],
    ]);
    expect(offers.map((offer) => offer.owner.code)).toEqual(["WS", "AC"]);
    expect(
      standIn.requests.filter((request) => request.method === "GET"),
    ).toHaveLength(3);
  });

  it("searches with whole offer requests where Duffel answers 404 to a batch one, and asks no batch again", async () => {
    standIn.answersBatches = false;
    const wholeOnly = createDuffelFareSource({
      accessToken: standIn.token,
      apiUrl: standIn.url,
      warn: (line) => warnings.push(line),
      searchPolicy: FAST,
    });
    const first = await wholeOnly.searchOffers(TRIP);
    const second = await wholeOnly.searchOffers(TRIP);
    for (const offers of [first, second]) {
      expect(offers.map((o) => o.owner.code)).toEqual(["WS", "AC"]);
    }
    expect(standIn.requests.map((r) => r.path.split("?")[0])).toEqual([
      "/air/batch_offer_requests/",
      "/air/offer_requests/",
      "/air/offer_requests/",
    ]);
    expect(warnings).toContain(
      "Duffel answered 404 to a batch offer request: searching with whole offer requests",
    );
  });

  it("prices an offer again, answers a changed price, and undefined once it is gone", async () => {
    const { offer, fareOption } = await anOrder();
    expect(await source.repriceOffer(TRIP, offer, fareOption)).toEqual(
      fareOption.price,
    );
    standIn.reprice(offer.id, "900.00");
    expect(
      (await source.repriceOffer(TRIP, offer, fareOption))?.total_cents,
    ).toBe(90_000);
    standIn.withdraw(offer.id);
    expect(await source.repriceOffer(TRIP, offer, fareOption)).toBeUndefined();
    expect(
      await source.repriceOffer(
        TRIP,
        { ...offer, id: "off_unknown" },
        fareOption,
      ),
    ).toBeUndefined();
  });

  it("books an instant order paid from the balance for the offer's total, its passengers by the offer's ids", async () => {
    const request = await anOrder("order_abc");
    const booked = await source.placeOrder(request);
    const [order] = standIn.orders.slice(-1);
    expect(booked).toEqual({
      ok: true,
      bookingReference: order?.booking_reference,
    });
    const sent = standIn.requests.find(
      (r) => r.method === "POST" && r.path === "/air/orders",
    );
    const body = (sent?.body as { data: Record<string, unknown> }).data;
    expect(body).toMatchObject({
      type: "instant",
      selected_offers: [request.offer.id],
      payments: [{ type: "balance", amount: "870.00", currency: "CAD" }],
      metadata: { northfare_order_key: "order_abc" },
    });
    expect(body.passengers).toEqual([
      expect.objectContaining({
        given_name: "Ada Marie",
        family_name: "Tremblay",
        born_on: "2060-04-02",
        gender: "f",
        title: "ms",
        email: "ada@example.com",
        phone_number: "+14165550100",
        id: expect.stringMatching(/^pas_/),
      }),
      expect.objectContaining({ given_name: "Jean-Luc", title: "mr" }),
      expect.objectContaining({ given_name: "Zoé", born_on: "2090-05-01" }),
    ]);
  });

  it("books once under a key: a second attempt finds the first order", async () => {
    const request = await anOrder("order_twice");
    const first = await source.placeOrder(request);
    const ordersBefore = standIn.orders.length;
    const again = await source.placeOrder(request);
    expect(again).toEqual(first);
    expect(standIn.orders).toHaveLength(ordersBefore);
  });

  it("refuses in its own words when the offer is gone, its price changed or Duffel refuses", async () => {
    const gone = await anOrder();
    standIn.withdraw(gone.offer.id);
    expect(await source.placeOrder(gone)).toEqual({
      ok: false,
      message: DUFFEL_MESSAGES.gone,
    });
    const dearer = await anOrder();
    standIn.reprice(dearer.offer.id, "999.00");
    expect(await source.placeOrder(dearer)).toEqual({
      ok: false,
      message: DUFFEL_MESSAGES.priceChanged,
    });
    const invalid = await anOrder();
    standIn.failNext("orders", "validation");
    const refused = await source.placeOrder(invalid);
    expect(refused).toEqual({ ok: false, message: DUFFEL_MESSAGES.refused });
    expect(JSON.stringify(refused)).not.toMatch(/phone_number/);
    expect(warnings.join("\n")).toMatch(/invalid_phone_number/);
  });

  it("names the checkout field a validation error points at, never Duffel's words", async () => {
    standIn.failNext("orders", "invalid:/data/passengers/1/born_on");
    const refused = await source.placeOrder(await anOrder());
    expect(refused).toEqual({
      ok: false,
      message: DUFFEL_MESSAGES.fieldRefused,
      field: "passengers.1.date_of_birth",
    });
    expect(JSON.stringify(refused)).not.toMatch(/born_on|invalid/);
    expect(warnings.join("\n")).toMatch(/invalid_field/);
    standIn.failNext("orders", "invalid:/data/payments/0/amount");
    expect(await source.placeOrder(await anOrder())).toEqual({
      ok: false,
      message: DUFFEL_MESSAGES.refused,
    });
  });

  it("cancels a booking: a quote, then its confirmation", async () => {
    const booked = await source.placeOrder(await anOrder());
    if (!booked.ok) throw new Error(booked.message);
    standIn.requests.length = 0;
    expect(
      await source.cancelOrder({
        bookingReference: booked.bookingReference,
        idempotencyKey: "k:cancel",
      }),
    ).toEqual({ cancelled: true });
    expect(
      standIn.requests.map((r) => `${r.method} ${r.path.split("?")[0]}`),
    ).toEqual([
      "GET /air/orders",
      "POST /air/order_cancellations",
      expect.stringMatching(
        /^POST \/air\/order_cancellations\/ore_\w+\/actions\/confirm$/,
      ),
    ]);
    const order = standIn.orders.find(
      (o) => o.booking_reference === booked.bookingReference,
    );
    expect(order?.cancelled_at).toEqual(expect.any(String));
    expect(
      await source.cancelOrder({
        bookingReference: "NOSUCH",
        idempotencyKey: "k",
      }),
    ).toEqual({ cancelled: false });
  });

  it("tries a 5xx again through the guard, and answers the retry", async () => {
    const guarded = guardFareSource(source, FAST);
    standIn.failNext("offer_requests", "server_error");
    const offers = await guarded.searchOffers(TRIP);
    expect(offers).toHaveLength(2);
    expect(standIn.requests).toHaveLength(2);
  });

  it("bounds a booking by the source's order policy: a hung attempt is cut short and the retry books once", async () => {
    const slowDefault = { ...FAST, attemptTimeoutMs: 5_000, budgetMs: 10_000 };
    const guarded = guardFareSource(
      createDuffelFareSource({
        accessToken: standIn.token,
        apiUrl: standIn.url,
        orderPolicy: { ...FAST, attempts: 2, attemptTimeoutMs: 150 },
      }),
      slowDefault,
    );
    const request = await anOrder("order_hung_once");
    const ordersBefore = standIn.orders.length;
    standIn.failNext("orders", "hang");
    const started = Date.now();
    const booked = await guarded.placeOrder(request);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(booked).toEqual({
      ok: true,
      bookingReference: standIn.orders.at(-1)?.booking_reference,
    });
    expect(standIn.orders).toHaveLength(ordersBefore + 1);
  });

  it("honours a 429 without a retry: 503 until the reset, Duffel not asked meanwhile", async () => {
    const limited = createDuffelFareSource({
      accessToken: standIn.token,
      apiUrl: standIn.url,
      searchPolicy: FAST,
    });
    const guarded = guardFareSource(limited, FAST);
    standIn.failNext("batch_offer_requests", "rate_limited");
    const failure = await guarded.searchOffers(TRIP).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DuffelRateLimited);
    expect(failure).toBeInstanceOf(DependencyUnavailable);
    const seconds = (failure as DependencyUnavailable).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThanOrEqual(31);
    expect(standIn.requests).toHaveLength(1);
    await expect(guarded.searchOffers(TRIP)).rejects.toThrow(DuffelRateLimited);
    expect(standIn.requests).toHaveLength(1);
  });

  it("never puts the token in an error, a warning or an answer", async () => {
    const wrong = createDuffelFareSource({
      accessToken: "duffel_test_wrong_token_0123456789",
      apiUrl: standIn.url,
      warn: (line) => warnings.push(line),
    });
    const unauthorized = await wrong
      .searchOffers(TRIP)
      .catch((e: unknown) => e);
    const down = createDuffelFareSource({
      accessToken: standIn.token,
      apiUrl: "http://127.0.0.1:9",
      warn: (line) => warnings.push(line),
    });
    const refused = await guardFareSource(down, FAST)
      .searchOffers(TRIP)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DependencyUnavailable);
    standIn.failNext("orders", "validation");
    const answer = await source.placeOrder(await anOrder());
    const seen = [unauthorized, refused, answer, warnings].map((thing) =>
      JSON.stringify(thing, Object.getOwnPropertyNames(thing ?? {})),
    );
    for (const text of seen) {
      expect(text).not.toContain(standIn.token);
      expect(text).not.toContain("duffel_test_wrong_token");
    }
  });
});
