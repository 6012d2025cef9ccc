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

// One order and one charge per Idempotency-Key: a press twice, a retry, or
// simultaneous requests. Embedded, requests interleave at every await (the
// fake source yields); on a Postgres server (DATABASE_URL) they also run on
// separate connections: the claimed order_requests row keeps them to one.
const fares = createFakeFareSource();
const served = serveTestApp({}, { fareSource: fares });
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
    "select count(*)::integer as n from test_payments where payment_method = $1 and status = 'succeeded'",
    [token],
  );

async function anOrder() {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app());
  return { offer, token, body: testOrderRequest(sessionId, offer, token) };
}

/** The browser cookie a first order set, to send on the next requests. */
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === "order_access");
  if (!cookie) throw new Error("No order_access cookie.");
  return { cookie: `order_access=${cookie.value}` };
};

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

  it("refuses the same key with a different body, 409", async () => {
    const { body } = await anOrder();
    const first = await postOrder(app(), body, "reused");
    const headers = cookieOf(first);
    const response = await postOrder(
      app(),
      { ...body, contact: { ...body.contact, email: "other@example.com" } },
      "reused",
      headers,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        "This Idempotency-Key was already used for a different order; use a new key.",
    });
  });

  it("treats the same key from another browser as another order", async () => {
    const { offer, body } = await anOrder();
    await postOrder(app(), body, "shared-key");
    const other = await postOrder(app(), body, "shared-key");
    expect(other.statusCode).toBe(201);
    expect(await ordersOf(offer.id)).toBe(2);
  });

  it("books once for 10 simultaneous requests from one browser", async () => {
    const { offer, token, body } = await anOrder();
    const headers = cookieOf(
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
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(app(), body, "double-tap", headers),
      ),
    );
    const first = responses[0]?.json();
    for (const response of responses) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(first);
    }
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
    expect(new Set(responses.map((r) => r.json().data.session_id)).size).toBe(
      1,
    );
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
