import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { ApiSettings } from "../api-settings";
import { hashToken } from "../platform/http/token-hash";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  insertSearchSession,
  postOrder,
  TEST_PASSENGERS,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import {
  startStripeStandIn,
  type StripeStandIn,
  standInSettings,
} from "../testing/stripe-stand-in/stripe-stand-in";
import { CARD_DATA_REFUSED_MESSAGE } from "./card-data-refusal";
import { createStripeClient } from "./stripe-client";

// PAYMENT_PROVIDER=stripe against the loopback stand-in: the intent is made
// for the card part with manual capture under a key from the order's, the
// order books only on a held intent, captures after the booking, cancels
// after a refused one, and no card data ever reaches the API.

let standIn: StripeStandIn;
/** The stranger's side: the browser's confirmation, as Stripe.js would do it. */
let browserStripe: Stripe;
const settings: Partial<ApiSettings> = {};
beforeAll(async () => {
  standIn = await startStripeStandIn();
  settings.stripe = standInSettings(standIn);
  browserStripe = createStripeClient(settings.stripe);
});
afterAll(() => standIn?.close());

const logLines: string[] = [];
const served = serveTestApp(
  settings,
  {
    fareSource: createFakeFareSource(),
    retryPolicy: {
      attempts: 1,
      attemptTimeoutMs: 5_000,
      baseDelayMs: 1,
      budgetMs: 5_000,
    },
  },
  undefined,
  { level: "info", logLines },
);
const app = () => served.app();

/** A fresh fare, the order's key, and the order body without payment. */
async function checkout(extra: Record<string, unknown> = {}) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(served.database(), {
    offers: [offer],
  });
  const order = testOrderRequest(sessionId, offer, undefined, extra);
  return { order, key: randomUUID(), cookie: `order_access=${"a".repeat(43)}` };
}

async function startIntent(
  order: ReturnType<typeof testOrderRequest>,
  key: string,
  cookie: string,
) {
  const response = await app().inject({
    method: "POST",
    url: "/api/payment/intent",
    headers: { "idempotency-key": key, cookie },
    payload: {
      search_session_id: order.search_session_id,
      offer_id: order.offer_id,
      fare_option_id: order.fare_option_id,
      expected_total_cents: order.expected_total_cents,
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as {
    payment_intent: string;
    client_secret: string;
    publishable_key: string;
    amount_cents: number;
  };
}

async function confirmInBrowser(intentId: string, paymentMethod: string) {
  return browserStripe.paymentIntents
    .confirm(intentId, { payment_method: paymentMethod })
    .catch((error: unknown) => error);
}

const requestsFor = (path: string) =>
  standIn.requests.filter((request) => request.path.startsWith(path));

describe("Stripe payments", () => {
  it("tells checkout, with the fare, that Stripe takes the card, and gives only the publishable key", async () => {
    const { order, cookie } = await checkout();
    // The session belongs to the browser whose cookie reads it.
    await served
      .database()
      .query(
        "update search_sessions set browser_token_hash = $1 where id = $2",
        [hashToken("a".repeat(43)), order.search_session_id],
      );
    const response = await app().inject({
      url: `/api/search-session/${order.search_session_id}/offers/${encodeURIComponent(order.offer_id)}?fare=${encodeURIComponent(order.fare_option_id)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment).toEqual({
      provider: "stripe",
      publishable_key: standIn.publishableKey,
    });
    expect(response.body).not.toContain(standIn.secretKey);
    expect(response.body).not.toContain(standIn.webhookSecret);
  });

  it("makes a manual-capture intent for the card part under the order's key, and captures it after booking", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    expect(intent).toMatchObject({
      amount_cents: order.expected_total_cents,
      publishable_key: standIn.publishableKey,
    });
    // Pressing Pay again answers the same intent (the same Stripe key).
    expect((await startIntent(order, key, cookie)).payment_intent).toBe(
      intent.payment_intent,
    );
    // Another order's key, for the same fare, is another intent.
    expect(
      (await startIntent(order, randomUUID(), cookie)).payment_intent,
    ).not.toBe(intent.payment_intent);
    const [create] = requestsFor("/v1/payment_intents").filter(
      (request) =>
        request.path === "/v1/payment_intents" &&
        request.form.amount === String(intent.amount_cents),
    );
    expect(create?.form).toMatchObject({
      currency: "cad",
      capture_method: "manual",
    });
    expect(create?.idempotencyKey).toMatch(/^intent_[0-9a-f]{64}$/);

    await confirmInBrowser(intent.payment_intent, "pm_card_visa");
    const placed = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({
      status: "confirmed",
      payment: {
        status: "captured",
        brand: "Visa",
        last4: "4242",
        test: false,
      },
    });
    const held = standIn.intents.find(intent.payment_intent);
    expect(held).toMatchObject({
      status: "succeeded",
      amount_received: order.expected_total_cents,
    });
    const [capture] = requestsFor(
      `/v1/payment_intents/${intent.payment_intent}/capture`,
    );
    expect(capture?.idempotencyKey).toMatch(/^order_[0-9a-f]{64}:capture$/);
  });

  it("cancels the intent when the booking is refused, charging nothing", async () => {
    const bookfail = [
      { ...TEST_PASSENGERS[0]!, surname: "Bookfail" },
      ...TEST_PASSENGERS.slice(1),
    ];
    const { order, key, cookie } = await checkout({ passengers: bookfail });
    const intent = await startIntent(order, key, cookie);
    await confirmInBrowser(intent.payment_intent, "pm_card_visa");
    const placed = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(placed.json().data).toMatchObject({
      status: "failed",
      payment: { status: "voided" },
    });
    expect(standIn.intents.find(intent.payment_intent)).toMatchObject({
      status: "canceled",
      amount_received: 0,
    });
    const [cancel] = requestsFor(
      `/v1/payment_intents/${intent.payment_intent}/cancel`,
    );
    expect(cancel?.idempotencyKey).toMatch(/:void$/);
    expect(
      requestsFor(`/v1/payment_intents/${intent.payment_intent}/capture`),
    ).toEqual([]);
  });

  it("says why a card was declined, and takes a new attempt under the same key", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    await confirmInBrowser(
      intent.payment_intent,
      "pm_card_visa_chargeDeclinedInsufficientFunds",
    );
    const declined = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      message:
        "Your card was declined for insufficient funds. Use another card.",
      decline: "insufficient_funds",
    });
    // Stripe.js confirms the same intent again with another card.
    await confirmInBrowser(intent.payment_intent, "pm_card_visa");
    const paid = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(paid.json().data).toMatchObject({
      status: "confirmed",
      payment: { status: "captured" },
    });
  });

  it.each([
    ["pm_card_chargeDeclined", "declined", "Your card was declined."],
    [
      "pm_card_chargeDeclinedExpiredCard",
      "expired_card",
      "Your card has expired. Use another card.",
    ],
  ])("says %s's decline in words", async (method, decline, message) => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    await confirmInBrowser(intent.payment_intent, method);
    const declined = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message, decline });
  });

  it("books an authentication-required card only once the bank's check passed", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    const confirmed = await confirmInBrowser(
      intent.payment_intent,
      "pm_card_authenticationRequired",
    );
    expect(confirmed).toMatchObject({ status: "requires_action" });
    const abandoned = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(abandoned.statusCode).toBe(402);
    expect(abandoned.json().decline).toBe("authentication_abandoned");
    standIn.intents.authenticate(intent.payment_intent, true);
    const paid = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(paid.json().data).toMatchObject({
      status: "confirmed",
      payment: { status: "captured" },
    });
  });

  it("says a failed authentication in words", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    await confirmInBrowser(
      intent.payment_intent,
      "pm_card_authenticationRequired",
    );
    standIn.intents.authenticate(intent.payment_intent, false);
    const failed = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(failed.json().decline).toBe("authentication_failed");
  });

  it("books nothing on an intent that does not hold the order's total in its currency", async () => {
    const { order, cookie } = await checkout();
    for (const [amount, currency] of [
      [100, "cad"],
      [order.expected_total_cents, "usd"],
    ] as const) {
      const other = await browserStripe.paymentIntents.create({
        amount,
        currency,
        capture_method: "manual",
      });
      await confirmInBrowser(other.id, "pm_card_visa");
      // Started by this browser, so only the amount or currency is wrong.
      await served
        .database()
        .query(
          "insert into payment_intent_browsers (intent_id, browser_token_hash) values ($1, $2)",
          [other.id, hashToken("a".repeat(43))],
        );
      const placed = await postOrder(
        app(),
        { ...order, payment_intent: other.id },
        randomUUID(),
        { cookie },
      );
      expect(placed.statusCode).toBe(402);
      expect(standIn.intents.find(other.id).status).toBe("requires_capture");
    }
  });

  it("refuses an order naming an intent another browser started, leaving its hold alone (403)", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    await confirmInBrowser(intent.payment_intent, "pm_card_visa");
    const stranger = `order_access=${"z".repeat(43)}`;
    for (const otherCookie of [stranger, ""]) {
      const refused = await postOrder(
        app(),
        { ...order, payment_intent: intent.payment_intent },
        randomUUID(),
        otherCookie ? { cookie: otherCookie } : {},
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(
        /^This payment was started in another browser\./,
      );
    }
    // Not booked, not canceled: the browser that started it still books.
    expect(standIn.intents.find(intent.payment_intent).status).toBe(
      "requires_capture",
    );
    const placed = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(placed.json().data.status).toBe("confirmed");
  });

  it("refuses a second order naming an intent another order holds (409)", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    await confirmInBrowser(intent.payment_intent, "pm_card_visa");
    const paid = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      key,
      { cookie },
    );
    expect(paid.json().data.status).toBe("confirmed");
    const again = await postOrder(
      app(),
      { ...order, payment_intent: intent.payment_intent },
      randomUUID(),
      { cookie },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^This payment already pays another order\./,
    );
  });

  it("refuses any body carrying card data, and the test provider's card route", async () => {
    const card = await app().inject({
      method: "POST",
      url: "/api/payment/card",
      payload: {
        number: "4242 4242 4242 4242",
        exp_month: 12,
        exp_year: 2098,
        cvc: "123",
        name: "Ada",
      },
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe(CARD_DATA_REFUSED_MESSAGE);
    const { order, key, cookie } = await checkout();
    for (const body of [
      { ...order, payment_method: "4242424242424242" },
      { ...order, contact: { ...order.contact, phone: "4000 0027 6000 3184" } },
      { ...order, cvc: "123" },
      { ...order, card: { exp_month: 1, exp_year: 2030 } },
    ]) {
      const refused = await postOrder(app(), body, key, { cookie });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(CARD_DATA_REFUSED_MESSAGE);
    }
    const token = await postOrder(
      app(),
      { ...order, payment_method: "pm_card_visa1" },
      key,
      { cookie },
    );
    expect(token.statusCode).toBe(400);
  });

  it("never sends or logs the secret or webhook keys", async () => {
    const { order, key, cookie } = await checkout();
    const intent = await startIntent(order, key, cookie);
    const docs = await app().inject({ url: "/api/docs" });
    const answers = [JSON.stringify(intent), docs.body];
    for (const text of [...answers, ...logLines]) {
      expect(text).not.toContain(standIn.secretKey);
      expect(text).not.toContain(standIn.webhookSecret);
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});
