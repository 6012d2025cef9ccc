import { createSignedInUser } from "../testing/signed-in-user";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
  testPrice,
  TEST_TRIP,
} from "../testing/order-fixtures";
import { moveLedgerTime } from "../testing/move-ledger-time";

// POST /api/order and GET /api/order/{id}: booking, ownership, and points.
const fares = createFakeFareSource();
const served = serveTestApp({}, { fareSource: fares });
const app = served.app;
const db = () => served.database();

const count = async (sql: string, params: unknown[] = []) =>
  (await db().query<{ n: number }>(sql, params))[0]?.n;

async function anOrder(extra: Parameters<typeof testOrderRequest>[3] = {}) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app());
  return {
    offer,
    sessionId,
    body: testOrderRequest(sessionId, offer, token, extra),
  };
}

describe("POST /api/order", () => {
  it("books, charges once and answers the order", async () => {
    const { offer, body } = await anOrder();
    const response = await postOrder(app(), body, "key-1");
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({
      status: "confirmed",
      booking_reference: expect.stringMatching(/^[0-9A-F]{6}$/),
      offer: { id: offer.id },
      fare_option: { id: offer.fare_options[0]?.id },
      passengers: body.passengers,
      contact: body.contact,
      price: offer.fare_options[0]?.price,
      payment: { brand: "Visa", last4: "4242", test: true },
      points: { earned: 0, status: "none", available_on: null },
      demo: true,
    });
    expect(order.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = response.cookies.find((c) => c.name === "order_access");
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api",
    });
    expect(cookie?.secure).toBeFalsy();
  });

  it("answers 404 for an unknown session or offer, 410 for an expired one", async () => {
    const { body } = await anOrder();
    const unknown = await postOrder(
      app(),
      { ...body, search_session_id: "7b0f8a8e-8f0e-4f5e-9a57-5c8d7b6a0c11" },
      "k-unknown",
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: "This fare is no longer available. Search again.",
    });
    const noOffer = await postOrder(
      app(),
      { ...body, offer_id: "gone" },
      "k-gone",
    );
    expect(noOffer.statusCode).toBe(404);

    const offer = testOffer();
    const expired = await insertSearchSession(db(), {
      offers: [offer],
      expiresAt: new Date(Date.now() - 1_000),
    });
    const late = await postOrder(
      app(),
      testOrderRequest(expired, offer, body.payment_method),
      "k-expired",
    );
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      status: "expired",
      message: expect.stringMatching(/expired/),
    });
  });

  it("answers 404 when the source no longer sells the fare", async () => {
    const { offer, body } = await anOrder();
    fares.setPrice(offer.fare_options[0]?.id ?? "", undefined);
    const response = await postOrder(app(), body, "k-unsold");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      "This fare is no longer available. Search again.",
    );
    expect(
      await count(
        "select count(*)::integer as n from test_payments where payment_method = $1",
        [body.payment_method],
      ),
    ).toBe(0);
  });
});

describe("a price change", () => {
  it("answers 409 with the new price, charges nothing, then books at the new total with the same key", async () => {
    const { offer, body } = await anOrder();
    const optionId = offer.fare_options[0]?.id ?? "";
    const newPrice = testPrice(93_000);
    fares.setPrice(optionId, newPrice);
    const charges = () =>
      count(
        "select count(*)::integer as n from test_payments where payment_method = $1",
        [body.payment_method],
      );

    const changed = await postOrder(app(), body, "price-key");
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message: expect.stringMatching(
        /^The price is now \$1,\d{3}\.\d{2} instead of/,
      ),
      price: newPrice,
      points: expect.any(Number),
    });
    expect(await charges()).toBe(0);
    expect(
      await count(
        "select count(*)::integer as n from orders where offer->>'id' = $1",
        [offer.id],
      ),
    ).toBe(0);

    const confirmed = await postOrder(
      app(),
      { ...body, expected_total_cents: newPrice.total_cents },
      "price-key",
    );
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.price).toEqual(newPrice);
    expect(confirmed.json().data.fare_option.price).toEqual(newPrice);
    expect(await charges()).toBe(1);
  });
});

describe("a declined card", () => {
  it("answers 402 with the issuer's message, no booking and no charge", async () => {
    const offer = testOffer();
    const sessionId = await insertSearchSession(db(), { offers: [offer] });
    const token = await cardToken(app(), "4000 0000 0000 0002");
    const body = testOrderRequest(sessionId, offer, token);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postOrder(app(), body, "declined-key");
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        message: "Your card was declined.",
        decline: "declined",
      });
    }
    // Each attempt is kept, failed, with nothing booked or held.
    expect(
      await db().query(
        "select distinct status, failure, payment_status, booking_reference from orders where offer->>'id' = $1",
        [offer.id],
      ),
    ).toEqual([
      {
        status: "failed",
        failure: "declined",
        payment_status: "declined",
        booking_reference: null,
      },
    ]);
    expect(
      await count(
        "select count(*)::integer as n from test_payments where payment_method = $1 and status in ('authorized', 'captured')",
        [token],
      ),
    ).toBe(0);

    // Another card under the same key then books.
    const good = await cardToken(app());
    const retry = await postOrder(
      app(),
      { ...body, payment_method: good },
      "declined-key",
    );
    expect(retry.statusCode).toBe(201);
  });
});

describe("points for an order", () => {
  it("earn a signed-in traveller pending points", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { body } = await anOrder();
    const response = await postOrder(app(), body, "signed-in", {
      authorization,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    // The same points POST /point/balance quotes for the total.
    const quote = await app().inject({
      method: "POST",
      url: "/api/point/balance",
      payload: { amount_cents: order.price.total_cents, currency: "CAD" },
    });
    expect(order.points).toEqual({
      earned: quote.json().data.points,
      status: "pending",
      available_on: "2099-03-18",
    });
    const rows = await db().query(
      "select kind, points, reference from points_ledger where user_id = $1",
      [user.id],
    );
    expect(rows).toEqual([
      {
        kind: "earn",
        points: order.points.earned,
        reference: order.session_id,
      },
    ]);
    const points = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(points.json()).toEqual({
      data: {
        points: 0,
        pending: [{ points: order.points.earned, available_on: "2099-03-18" }],
        spent: [],
      },
    });
  });

  it("makes the points available once the trip is over", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { body } = await anOrder();
    const response = await postOrder(app(), body, "completed", {
      authorization,
    });
    const order = response.json().data;
    // The trip is over: its day came (SQL stands in for the clock).
    await moveLedgerTime(
      db(),
      "update points_ledger set available_at = now() - interval '1 hour' where user_id = $1",
      [user.id],
    );
    await db().query(
      "update orders set points_available_at = now() - interval '1 hour' where id = $1",
      [order.session_id],
    );
    const points = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(points.json()).toEqual({
      data: { points: order.points.earned, pending: [], spent: [] },
    });
    const again = await app().inject({
      method: "GET",
      url: `/api/order/${order.session_id}`,
      headers: { authorization },
    });
    expect(again.json().data.points).toMatchObject({
      earned: order.points.earned,
      status: "available",
    });
  });

  it("earns the trip's campaign points, as POST /point/balance quotes them", async () => {
    const { authorization } = await createSignedInUser(db());
    const offer = testOffer();
    const sessionId = await insertSearchSession(db(), {
      trip: { ...TEST_TRIP, campaign: "campaign2" },
      offers: [offer],
    });
    const body = testOrderRequest(sessionId, offer, await cardToken(app()));
    const order = (
      await postOrder(app(), body, "campaign", { authorization })
    ).json().data;
    const quote = await app().inject({
      method: "POST",
      url: "/api/point/balance",
      payload: {
        amount_cents: order.price.total_cents,
        currency: "CAD",
        campaign: "campaign2",
      },
    });
    expect(order.points.earned).toBe(quote.json().data.points);
    expect(order.points.earned).toBeGreaterThan(0);
  });

  it("earns nothing anonymously: no ledger row", async () => {
    const { body } = await anOrder();
    const order = (await postOrder(app(), body, "anonymous")).json().data;
    expect(order.points).toEqual({
      earned: 0,
      status: "none",
      available_on: null,
    });
    const rows = await db().query(
      "select id from points_ledger where reference = $1",
      [order.session_id],
    );
    expect(rows).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  it("lists the order and payment routes, the Idempotency-Key required", async () => {
    const { paths } = (
      await app().inject({ method: "GET", url: "/api/docs" })
    ).json();
    expect(paths["/order/{session_id}"].get.tags).toEqual(["orders"]);
    expect(paths["/payment/card"].post.tags).toEqual(["orders"]);
    expect(paths["/order"].post.parameters).toContainEqual(
      expect.objectContaining({
        name: "idempotency-key",
        in: "header",
        required: true,
      }),
    );
  });
});
