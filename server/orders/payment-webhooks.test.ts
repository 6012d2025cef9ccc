import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { ApiSettings } from "../api-settings";
import { createStripeClient } from "../payments/stripe-client";
import type { FareSource } from "../search/fare-source";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import {
  startStripeStandIn,
  type StandInEvent,
  type StripeStandIn,
  standInSettings,
} from "../testing/stripe-stand-in/stripe-stand-in";
import { createStripePaymentProvider, type PaymentProvider } from "../payments";
import { FORGED_WEBHOOK_MESSAGE } from "./payment-webhook-routes";
import type { OrderServices } from "./order-steps";
import { releaseUnclaimedIntents } from "./unclaimed-intents";

// Stripe's signed webhooks: a forged or replayed one changes nothing; an
// intent's event ends an order nobody is driving through its own steps;
// refunds and disputes made outside the order flow are noted for an operator.

let standIn: StripeStandIn;
let browserStripe: Stripe;
const settings: Partial<ApiSettings> = {};
beforeAll(async () => {
  standIn = await startStripeStandIn();
  settings.stripe = standInSettings(standIn);
  browserStripe = createStripeClient(settings.stripe);
});
afterAll(() => standIn?.close());

const fares = createFakeFareSource();
let bookingOutages = 0;
const flakyFares: FareSource = {
  ...fares,
  placeOrder: async (request) => {
    if (bookingOutages > 0) {
      bookingOutages -= 1;
      throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:443"), {
        code: "ECONNREFUSED",
      });
    }
    return fares.placeOrder(request);
  },
};
/**
 * Stripe's adapter: its next `paymentOutages` authorizations get no answer,
 * and its next `lostCaptures` captures are made but their answers lost.
 */
let paymentOutages = 0;
let lostCaptures = 0;
const noAnswer = () =>
  Object.assign(new Error("connect ECONNREFUSED 10.0.0.8:443"), {
    code: "ECONNREFUSED",
  });
let stripePayments: PaymentProvider | undefined;
const payments = () =>
  (stripePayments ??= createStripePaymentProvider(
    createStripeClient(settings.stripe!),
  ));
const flakyPayments: PaymentProvider = {
  id: "stripe",
  test: false,
  createPaymentMethod: (card) => payments().createPaymentMethod(card),
  authorizePayment: async (intent) => {
    if (paymentOutages > 0) {
      paymentOutages -= 1;
      throw noAnswer();
    }
    return payments().authorizePayment(intent);
  },
  capturePayment: async (request) => {
    const captured = await payments().capturePayment(request);
    if (lostCaptures > 0) {
      lostCaptures -= 1;
      throw noAnswer();
    }
    return captured;
  },
  voidPayment: (request) => payments().voidPayment(request),
  refundPayment: (request) => payments().refundPayment(request),
};
const served = serveTestApp(settings, {
  fareSource: flakyFares,
  paymentProvider: flakyPayments,
  retryPolicy: {
    attempts: 1,
    attemptTimeoutMs: 5_000,
    baseDelayMs: 1,
    budgetMs: 5_000,
  },
});
const app = () => served.app();
const db = () => served.database();

/**
 * An order paid by an intent confirmed with `paymentMethod`, whose step
 * `stuckAt` got no answer (the capture: made, its answer lost): left
 * processing.
 */
async function orderLeftProcessing(
  paymentMethod = "pm_card_visa",
  stuckAt: "authorize" | "book" | "capture" = "book",
) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const order = testOrderRequest(sessionId, offer, undefined);
  const key = randomUUID();
  const cookie = `order_access=${"b".repeat(43)}`;
  const started = await app().inject({
    method: "POST",
    url: "/api/payment/intent",
    headers: { "idempotency-key": key, cookie },
    payload: {
      search_session_id: sessionId,
      offer_id: order.offer_id,
      fare_option_id: order.fare_option_id,
      expected_total_cents: order.expected_total_cents,
    },
  });
  const intentId: string = started.json().data.payment_intent;
  await browserStripe.paymentIntents.confirm(intentId, {
    payment_method: paymentMethod,
  });
  if (stuckAt === "authorize") paymentOutages = 1;
  if (stuckAt === "book") bookingOutages = 1;
  if (stuckAt === "capture") lostCaptures = 1;
  const placed = await postOrder(
    app(),
    { ...order, payment_intent: intentId },
    key,
    { cookie },
  );
  const orderId: string = placed.json().data.session_id;
  expect(placed.json().data.status).toBe("processing");
  // The browser went away and the lease ran out.
  await db().query(
    "update orders set lease_until = now() - interval '1 second' where id = $1",
    [orderId],
  );
  return { orderId, intentId };
}

const lastEvent = (intentId: string, type: string) => {
  const event = [...standIn.events]
    .reverse()
    .find(
      (candidate) =>
        candidate.type === type &&
        ((candidate.data.object as { id?: string }).id === intentId ||
          (candidate.data.object as { payment_intent?: string })
            .payment_intent === intentId),
    );
  if (!event) throw new Error(`No ${type} for ${intentId}`);
  return event;
};

function deliver(event: StandInEvent, secret?: string, signature?: string) {
  const signed = standIn.signed(event, secret);
  return app().inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: {
      "content-type": "application/json",
      ...(signature !== "" && {
        "stripe-signature": signature ?? signed.signature,
      }),
    },
    payload: signed.payload,
  });
}

const requestsTo = (path: string) =>
  standIn.requests.filter((request) => request.path === path).length;

const orderState = async (orderId: string) =>
  (
    await db().query<{ status: string; step: string; payment_status: string }>(
      "select status, step, payment_status from orders where id = $1",
      [orderId],
    )
  )[0];
const eventCount = async () =>
  Number(
    (
      await db().query<{ n: string }>(
        "select count(*) as n from payment_events",
      )
    )[0]?.n,
  );

describe("POST /api/payment/webhook", () => {
  it("refuses a forged, unsigned, tampered or stale event with 400, changing nothing", async () => {
    const { orderId, intentId } = await orderLeftProcessing();
    const event = lastEvent(
      intentId,
      "payment_intent.amount_capturable_updated",
    );
    const before = {
      order: await orderState(orderId),
      events: await eventCount(),
    };
    const tampered = standIn.signed(event);
    // Rightly signed, but past Stripe's 5 minutes: a replay of a captured body.
    const stale = browserStripe.webhooks.generateTestHeaderString({
      payload: tampered.payload,
      secret: standIn.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    for (const response of [
      await deliver(event, "whsec_forged"),
      await deliver(event, undefined, ""),
      await deliver(event, undefined, stale),
      await app().inject({
        method: "POST",
        url: "/api/payment/webhook",
        headers: {
          "content-type": "application/json",
          "stripe-signature": tampered.signature,
        },
        payload: tampered.payload.replace(event.id, "evt_other"),
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: FORGED_WEBHOOK_MESSAGE });
      expect(response.body).not.toContain(standIn.webhookSecret);
    }
    expect({
      order: await orderState(orderId),
      events: await eventCount(),
    }).toEqual(before);
  });

  it("ends an order its browser left through its own steps, once, whatever the events' order", async () => {
    const { orderId, intentId } = await orderLeftProcessing();
    // The intent's creation settles nothing; its hold wakes the order,
    // whose steps ask Stripe where the intent stands.
    const created = await deliver(
      lastEvent(intentId, "payment_intent.created"),
    );
    expect(created.json()).toEqual({ data: { outcome: "ignored" } });
    const capturable = lastEvent(
      intentId,
      "payment_intent.amount_capturable_updated",
    );
    const applied = await deliver(capturable);
    expect(applied.json()).toEqual({ data: { outcome: "applied" } });
    expect(await orderState(orderId)).toEqual({
      status: "confirmed",
      step: "done",
      payment_status: "captured",
    });
    expect(standIn.intents.find(intentId).status).toBe("succeeded");
    const events = await eventCount();
    const replayed = await deliver(capturable);
    expect(replayed.json()).toEqual({ data: { outcome: "replayed" } });
    expect(await eventCount()).toBe(events);
  });

  it("ends an order left at its hold's check when its intent is cancelled or fails, charging nothing, whatever the events' order", async () => {
    // Holds released from Stripe's dashboard meanwhile.
    const cancelled = await orderLeftProcessing("pm_card_visa", "authorize");
    await browserStripe.paymentIntents.cancel(cancelled.intentId);
    const staleHeld = await orderLeftProcessing("pm_card_visa", "authorize");
    await browserStripe.paymentIntents.cancel(staleHeld.intentId);
    // The bank's check failed after the browser went away.
    const failed = await orderLeftProcessing(
      "pm_card_authenticationRequired",
      "authorize",
    );
    standIn.intents.authenticate(failed.intentId, false);
    for (const [left, type] of [
      [cancelled, "payment_intent.canceled"],
      [failed, "payment_intent.payment_failed"],
      // Older than the cancellation, it books nothing all the same: the
      // order's steps ask Stripe where the intent stands.
      [staleHeld, "payment_intent.amount_capturable_updated"],
    ] as const) {
      expect(await orderState(left.orderId)).toMatchObject({
        status: "processing",
        step: "authorize",
      });
      const applied = await deliver(lastEvent(left.intentId, type));
      expect(applied.json()).toEqual({ data: { outcome: "applied" } });
      expect(await orderState(left.orderId)).toEqual({
        status: "failed",
        step: "done",
        payment_status: "declined",
      });
      expect(requestsTo(`/v1/payment_intents/${left.intentId}/capture`)).toBe(
        0,
      );
    }
    const [why] = await db().query<{ failure_message: string }>(
      "select failure_message from orders where id = $1",
      [failed.orderId],
    );
    expect(why?.failure_message).toBe(
      "Your bank could not confirm it was you. Try again or use another card.",
    );
  });

  it("captures once when a capture's answer was lost: its event wakes the order, which captures again under the same key", async () => {
    const { orderId, intentId } = await orderLeftProcessing(
      "pm_card_visa",
      "capture",
    );
    expect(await orderState(orderId)).toMatchObject({ step: "capture" });
    const applied = await deliver(
      lastEvent(intentId, "payment_intent.succeeded"),
    );
    expect(applied.json()).toEqual({ data: { outcome: "applied" } });
    expect(await orderState(orderId)).toEqual({
      status: "confirmed",
      step: "done",
      payment_status: "captured",
    });
    const captures = standIn.requests.filter(
      (request) => request.path === `/v1/payment_intents/${intentId}/capture`,
    );
    expect(captures).toHaveLength(2);
    expect(captures[1]?.idempotencyKey).toBe(captures[0]?.idempotencyKey);
    expect(captures[0]?.idempotencyKey).toMatch(/^order_[0-9a-f]{64}:capture$/);
    const intent = standIn.intents.find(intentId);
    expect(intent.amount_received).toBe(intent.amount);
    expect(
      standIn.requests.filter(
        (request) =>
          request.path === "/v1/refunds" &&
          request.form.payment_intent === intentId,
      ),
    ).toEqual([]);
  });

  it("ends an order whose hold was cancelled outside the flow while it booked: booking cancelled, hold voided, no false alarm", async () => {
    const { orderId, intentId } = await orderLeftProcessing();
    await browserStripe.paymentIntents.cancel(intentId);
    const applied = await deliver(
      lastEvent(intentId, "payment_intent.canceled"),
    );
    expect(applied.json()).toEqual({ data: { outcome: "applied" } });
    // Nothing is held: the order says so, and only the refused capture
    // (a booking cancelled) is an operator's business.
    expect(await orderState(orderId)).toEqual({
      status: "failed",
      step: "done",
      payment_status: "voided",
    });
    const incidents = await db().query<{ kind: string }>(
      "select kind from order_incidents where order_id = $1 order by id",
      [orderId],
    );
    expect(incidents.map((incident) => incident.kind)).toEqual([
      "capture_failed",
    ]);
  });

  it("notes a refund and a dispute made outside the order flow, once each", async () => {
    const { orderId, intentId } = await orderLeftProcessing();
    await deliver(
      lastEvent(intentId, "payment_intent.amount_capturable_updated"),
    );
    await browserStripe.refunds.create({ payment_intent: intentId });
    const refunded = lastEvent(intentId, "charge.refunded");
    const dispute: StandInEvent = {
      ...refunded,
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      type: "charge.dispute.created",
      data: {
        object: {
          id: "dp_1",
          object: "dispute",
          amount: 100,
          reason: "fraudulent",
          payment_intent: intentId,
        },
      },
    };
    for (const event of [refunded, dispute, refunded, dispute]) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    const incidents = await db().query<{ kind: string; detail: string }>(
      "select kind, detail from order_incidents where order_id = $1 order by id",
      [orderId],
    );
    expect(incidents.map((incident) => incident.kind)).toEqual([
      "refunded_by_provider",
      "dispute_opened",
    ]);
    expect(incidents[1]?.detail).toMatch(/reason fraudulent/);
  });

  it("releases a hold whose browser never placed its order, after a while", async () => {
    const held = await browserStripe.paymentIntents.create({
      amount: 5_000,
      currency: "cad",
      capture_method: "manual",
    });
    await browserStripe.paymentIntents.confirm(held.id, {
      payment_method: "pm_card_visa",
    });
    const capturable = await deliver(
      lastEvent(held.id, "payment_intent.amount_capturable_updated"),
    );
    expect(capturable.json()).toEqual({ data: { outcome: "applied" } });
    const services = {
      database: db(),
      fareSource: flakyFares,
      paymentProvider: createStripePaymentProvider(browserStripe),
      log: app().log,
      publicUrl: "http://localhost:8000",
    } as OrderServices;
    // Still within its time: the order may yet come.
    expect(await releaseUnclaimedIntents(services)).toBe(0);
    await db().query(
      "update unclaimed_intents set seen_at = now() - interval '31 minutes'",
    );
    expect(await releaseUnclaimedIntents(services)).toBe(1);
    expect(standIn.intents.find(held.id).status).toBe("canceled");
    expect(await releaseUnclaimedIntents(services)).toBe(0);
  });
});
