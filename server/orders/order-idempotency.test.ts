import type { PaymentProvider } from "../payments/payment-provider";
import { createTestPaymentProvider } from "../payments/test-provider";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import { createSignedInUser } from "../testing/signed-in-user";
import { hashRequest } from "./order-claims";

// One order and one charge per Idempotency-Key: a press twice, a retry, or
// simultaneous requests. Embedded, requests interleave at every await (the
// fake source yields); on a Postgres server (DATABASE_URL) they also run on
// separate connections: the claimed order_requests row keeps them to one.
const fares = createFakeFareSource();
let testProvider: PaymentProvider | undefined;
const payments = () =>
  (testProvider ??= createTestPaymentProvider(served.database()));
let held: { reached: () => void; until: Promise<void> } | undefined;
// The test provider, except that holdNextCharge keeps one authorization waiting.
const heldPayments: PaymentProvider = {
  id: "test",
  test: true,
  createPaymentMethod: (card) => payments().createPaymentMethod(card),
  async authorizePayment(intent) {
    const hold = held;
    held = undefined;
    if (hold) {
      hold.reached();
      await hold.until;
    }
    return payments().authorizePayment(intent);
  },
  capturePayment: (request) => payments().capturePayment(request),
  voidPayment: (request) => payments().voidPayment(request),
  refundPayment: (request) => payments().refundPayment(request),
};
const served = serveTestApp(
  {},
  { fareSource: fares, paymentProvider: heldPayments },
);
const app = served.app;
const db = () => served.database();

const count = async (sql: string, params: unknown[]) =>
  (await db().query<{ n: number }>(sql, params))[0]?.n;
const ordersOf = (offerId: string) =>
  count("select count(*)::integer as n from orders where offer->>'id' = $1", [
    offerId,
  ]);
const chargesOf = (token: string) =>
  count(
    "select count(*)::integer as n from test_payments where payment_method = $1 and status = 'captured'",
    [token],
  );

async function anOrder() {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app());
  return { offer, token, body: testOrderRequest(sessionId, offer, token) };
}

/** The next charge waits until `release`; `charging` resolves once it is asked. */
function holdNextCharge() {
  let reached = () => {};
  let release = () => {};
  const charging = new Promise<void>((resolve) => (reached = resolve));
  const until = new Promise<void>((resolve) => (release = resolve));
  held = { reached, until };
  return { charging, release };
}

const IN_FLIGHT = {
  message: "This request is still being processed. Try again in a moment.",
};
const KEY_REUSED = {
  message:
    "This Idempotency-Key was already used for a different order; use a new key.",
};

/** The browser cookie a first order set, to send on the next requests. */
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === "order_access");
  if (!cookie) throw new Error("No order_access cookie.");
  return { cookie: `order_access=${cookie.value}` };
};

/** A browser's order_access cookie, set by its first call. */
async function aBrowser() {
  return cookieOf(
    await app().inject({
      method: "POST",
      url: "/api/payment/card",
      payload: {
        number: "4242424242424242",
        exp_month: 1,
        exp_year: 2099,
        cvc: "123",
        name: "A",
      },
    }),
  );
}

describe("the Idempotency-Key of POST /api/order", () => {
  it("answers a retry with the same order, charging once", async () => {
    const { offer, token, body } = await anOrder();
    const first = await postOrder(app(), body, "retry-1");
    const headers = cookieOf(first);
    const again = await postOrder(app(), body, "retry-1", headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
    expect(fares.placed.filter((p) => p.offer.id === offer.id)).toHaveLength(1);
  });

  it("refuses a request without a key, 400, charging nothing", async () => {
    const { offer, token, body } = await anOrder();
    const response = await postOrder(app(), body, undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Send an Idempotency-Key header");
    expect(await ordersOf(offer.id)).toBe(0);
    expect(await chargesOf(token)).toBe(0);
  });

  it("refuses the same key with a different body, 422", async () => {
    const { body } = await anOrder();
    const first = await postOrder(app(), body, "reused");
    const headers = cookieOf(first);
    const response = await postOrder(
      app(),
      { ...body, contact: { ...body.contact, email: "other@example.com" } },
      "reused",
      headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(KEY_REUSED);
  });

  it("answers a retry while the first request is under way with the order as it stands, then the confirmed order", async () => {
    const { offer, token, body } = await anOrder();
    const headers = await aBrowser();
    const { charging, release } = holdNextCharge();
    const first = postOrder(app(), body, "in-flight", headers);
    await charging;
    const again = await postOrder(app(), body, "in-flight", headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      status: "processing",
      booking_reference: null,
      payment: { status: "pending" },
    });
    // Another body is refused as such, even while the first is under way.
    const other = await postOrder(
      app(),
      { ...body, contact: { ...body.contact, email: "other@example.com" } },
      "in-flight",
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(KEY_REUSED);
    release();
    const done = await first;
    expect(done.statusCode).toBe(201);
    expect(done.json().data.status).toBe("confirmed");
    expect(done.json().data.session_id).toBe(again.json().data.session_id);
    const replay = await postOrder(app(), body, "in-flight", headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(done.body);
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
  });

  it("takes over a claim abandoned before its order was written (a crash)", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { offer, token, body } = await anOrder();
    await db().query(
      "insert into order_requests (scope, key, request_hash, claimed_at) values ($1, $2, $3, now() - interval '20 seconds')",
      [`user:${user.id}`, "crashed", hashRequest(body)],
    );
    const response = await postOrder(app(), body, "crashed", {
      authorization,
    });
    expect(response.statusCode).toBe(201);
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
  });

  it("keeps a fresh claim of the same key: 409 in flight", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { offer, body } = await anOrder();
    await db().query(
      "insert into order_requests (scope, key, request_hash) values ($1, $2, $3)",
      [`user:${user.id}`, "fresh", hashRequest(body)],
    );
    const response = await postOrder(app(), body, "fresh", { authorization });
    expect(response.statusCode).toBe(409);
    expect(response.headers["retry-after"]).toBe("1");
    expect(await ordersOf(offer.id)).toBe(0);
  });

  it("treats the same key from another browser as another order", async () => {
    const { offer, body } = await anOrder();
    await postOrder(app(), body, "shared-key");
    const other = await postOrder(app(), body, "shared-key");
    expect(other.statusCode).toBe(201);
    expect(await ordersOf(offer.id)).toBe(2);
  });

  it("answers a retry after signing out with the first order, charging once", async () => {
    const { authorization } = await createSignedInUser(db());
    const { offer, token, body } = await anOrder();
    const first = await postOrder(app(), body, "then-signed-out", {
      authorization,
    });
    expect(first.statusCode).toBe(201);
    // The answer was lost; the traveller signed out, and the browser retries.
    const again = await postOrder(
      app(),
      body,
      "then-signed-out",
      cookieOf(first),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.session_id).toBe(first.json().data.session_id);
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
  });

  it("answers a retry after the account was deleted with the first order, charging once", async () => {
    const { authorization } = await createSignedInUser(db());
    const { offer, token, body } = await anOrder();
    const first = await postOrder(app(), body, "then-deleted", {
      authorization,
    });
    expect(first.statusCode).toBe(201);
    const deleted = await app().inject({
      method: "DELETE",
      url: "/api/user",
      headers: { authorization },
    });
    expect(deleted.statusCode).toBe(200);
    const again = await postOrder(app(), body, "then-deleted", cookieOf(first));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.session_id).toBe(first.json().data.session_id);
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
  });

  it("answers a guest's retry after signing in with the first order, charging once and earning nothing", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { offer, token, body } = await anOrder();
    const first = await postOrder(app(), body, "then-signed-in");
    expect(first.statusCode).toBe(201);
    const again = await postOrder(app(), body, "then-signed-in", {
      ...cookieOf(first),
      authorization,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.session_id).toBe(first.json().data.session_id);
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
    expect(
      await count(
        "select count(*)::integer as n from points_ledger where user_id = $1 and kind = 'earn' and reference is not null",
        [user.id],
      ),
    ).toBe(0);
  });

  it("books once for 10 simultaneous requests from one browser", async () => {
    const { offer, token, body } = await anOrder();
    const headers = await aBrowser();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(app(), body, "double-tap", headers),
      ),
    );
    // Each one the order as it then stood (one order), or told that it is
    // still being written.
    const booked = responses.filter((r) => r.statusCode === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    const orderId = booked[0]?.json().data.session_id;
    for (const response of responses) {
      if (response.statusCode === 201) {
        expect(response.json().data.session_id).toBe(orderId);
        expect(["processing", "confirmed"]).toContain(
          response.json().data.status,
        );
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.headers["retry-after"]).toBe("1");
        expect(response.json()).toEqual(IN_FLIGHT);
      }
    }
    const retry = await postOrder(app(), body, "double-tap", headers);
    expect(retry.json().data).toMatchObject({
      session_id: orderId,
      status: "confirmed",
    });
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
    // The supplier was asked to book once, not once per request.
    expect(fares.placed.filter((p) => p.offer.id === offer.id)).toHaveLength(1);
  });

  it("books once for simultaneous requests of one signed-in traveller, earning once", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { offer, token, body } = await anOrder();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postOrder(app(), body, "signed-tap", { authorization }),
      ),
    );
    const booked = responses.filter((r) => r.statusCode === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(booked.map((r) => r.json().data.session_id)).size).toBe(1);
    expect(
      responses.filter((r) => r.statusCode !== 201).map((r) => r.statusCode),
    ).toEqual(Array(6 - booked.length).fill(409));
    expect(await ordersOf(offer.id)).toBe(1);
    expect(await chargesOf(token)).toBe(1);
    expect(
      await count(
        "select count(*)::integer as n from points_ledger where user_id = $1",
        [user.id],
      ),
    ).toBe(1);
  });
});
