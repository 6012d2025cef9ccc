import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { isIntentOf } from "../payments";
import { formatPrice } from "../../domain/money/format-price";
import type {
  OrderRequest,
  PriceChangedAnswer,
} from "../../domain/orders/order-contract";
import type { Language } from "../../domain/languages";
import { declineOfMessage } from "../../domain/payments/payment-declines";
import { pointsEarned } from "../../domain/points/earn-rules";
import { chosenFare, FARE_GONE, type OrderOutcome } from "./chosen-fare";
import {
  inFlight,
  keyReused,
  type KeyedAnswer,
} from "../platform/http/idempotency-key";
import {
  claimOrderKey,
  completeOrderKey,
  hashRequest,
  releaseOrderKey,
} from "./order-claims";
import { holdPoints, planPayment, SIGN_IN_TO_SPEND } from "./order-payment";
import { paymentKeyOfAttempt } from "./payment-attempts";
import { pointsAvailableAt, pointsAvailableOn } from "./order-points";
import { ORDER_LEASE_SECONDS } from "./order-step-writes";
import { takeOrderLease } from "./order-recovery";
import { driveOrder, orderServices } from "./order-steps";
import { findOrder, insertOrder, toOrderAnswer } from "./order-store";

export interface OrderAttempt {
  request: OrderRequest;
  idempotencyKey: string;
  userId?: string;
  browserTokenHash: string;
  /** The request's Accept-Language, used when the body names no language. */
  acceptLanguage?: string;
}

/**
 * POST /order: one order per Idempotency-Key, whoever presses twice or
 * retries: while the first request is under way the others are told to try
 * again (409), after it they get its order. The key belongs to the
 * signed-in user, else the browser.
 * The order is written before anything is held, then authorized, booked and
 * captured (order-steps.ts); it is answered as it stands: confirmed, failed
 * with nothing charged, or still processing when a supplier is slow to
 * answer (the recovery worker ends it). Answers without an order (price
 * changed, bad passengers, too few points) and a declined card free the key
 * again, so the traveller may retry with it. Points are spent signed in only.
 */
export async function createOrder(
  app: FastifyInstance,
  attempt: OrderAttempt,
): Promise<KeyedAnswer> {
  if ((attempt.request.points_to_spend ?? 0) > 0 && !attempt.userId) {
    return SIGN_IN_TO_SPEND;
  }
  const scope = attempt.userId
    ? `user:${attempt.userId}`
    : `browser:${attempt.browserTokenHash}`;
  const key = attempt.idempotencyKey;
  const requestHash = hashRequest(attempt.request);
  const claim = await claimOrderKey(app.database, scope, key, requestHash);
  if (claim.kind === "conflict") return keyReused("order");
  if (claim.kind === "inFlight") return inFlight();
  if (claim.kind === "done") {
    // A retry of an order left unfinished (its process died, or a supplier
    // did not answer) takes it on, rather than wait for the worker.
    if (await takeOrderLease(orderServices(app), claim.orderId)) {
      await driveOrder(orderServices(app), claim.orderId);
    }
    return answerOrder(app, claim.orderId);
  }
  try {
    // The same browser, key and body always pay under the same payment key,
    // so a retry after a failure here finds the first order and its hold,
    // never a second, even when the traveller signed in or out (or their
    // account was deleted) in between and the key's scope changed with it.
    const baseKey = `order_${createHash("sha256").update(`browser:${attempt.browserTokenHash}\n${key}\n${requestHash}`).digest("hex")}`;
    const paymentKey = attempt.request.payment_intent
      ? await paymentKeyOfAttempt(app.database, baseKey)
      : baseKey;
    const written = await writeOrder(app, attempt, { scope, key }, paymentKey);
    if (written.status !== 201) {
      await releaseOrderKey(app.database, scope, key);
      return written;
    }
    const orderId = (written.body as { orderId: string }).orderId;
    await driveOrder(orderServices(app), orderId);
    return answerOrder(app, orderId);
  } catch (error) {
    await releaseOrderKey(app.database, scope, key).catch(() => {});
    throw error;
  }
}

/**
 * Checks the fare and its price, then writes the order at its first step
 * and ties the key to it, in one transaction: 201 with `{ orderId }`, or
 * the answer to give instead (nothing written).
 */
async function writeOrder(
  app: FastifyInstance,
  { request, userId, browserTokenHash, acceptLanguage }: OrderAttempt,
  claim: { scope: string; key: string },
  paymentKey: string,
): Promise<OrderOutcome> {
  if (
    request.payment_intent &&
    !(await isIntentOf(app.database, request.payment_intent, browserTokenHash))
  ) {
    return INTENT_OF_ANOTHER_BROWSER;
  }
  const chosen = await chosenFare(
    app.database,
    request,
    new Date(),
    app.fareSource.passengerFields,
  );
  if (!chosen.ok) return chosen.outcome;
  const { trip, offer, fareOption } = chosen;

  const price = await app.fareSource.repriceOffer(trip, offer, fareOption);
  if (!price) return { status: 404, body: { message: FARE_GONE } };
  const earned = (amount_cents: number) =>
    pointsEarned(
      { amount_cents, currency: "CAD", campaign: trip.campaign },
      app.settings.pointsEarnedPerUsd,
    );
  const points = earned(price.total_cents);
  if (price.total_cents !== request.expected_total_cents) {
    const body: PriceChangedAnswer = {
      message: `The price is now ${formatPrice(price.total_cents)} instead of ${formatPrice(request.expected_total_cents)}. Nothing was charged: confirm the new price to book.`,
      price,
      points,
    };
    return { status: 409, body };
  }
  const plan = planPayment(
    request,
    price.total_cents,
    app.settings.cadPerUsd,
    app.settings.stripe ? "payment_intent" : "payment_method",
  );
  if (!plan.ok) return plan.outcome;
  const { payment } = plan;

  const order = {
    id: randomUUID(),
    userId,
    browserTokenHash,
    paymentKey,
    source: { id: app.fareSource.id, demo: app.fareSource.demo },
    trip,
    offer,
    fareOption: { ...fareOption, price, points },
    passengers: request.passengers,
    contact: request.contact,
    price,
    paymentTest: app.paymentProvider.test,
    ...payment,
    // Points are earned on what the card pays, never on points spent.
    points: earned(payment.cardCents),
    pointsAvailableAt: pointsAvailableAt(pointsAvailableOn(trip, offer)),
    language: request.language ?? preferredLanguage(acceptLanguage),
  };
  try {
    const orderId = await app.database.transaction(async (tx) => {
      const { id, inserted } = await insertOrder(
        tx,
        order,
        ORDER_LEASE_SECONDS,
      );
      // Held once: a retry answered with the order already written holds nothing.
      if (inserted && userId && payment.pointsSpent > 0) {
        const refused = await holdPoints(tx, userId, id, payment.pointsSpent);
        if (refused) throw new PointsRefused(refused);
      }
      if (!(await completeOrderKey(tx, claim.scope, claim.key, id))) {
        throw new Error(
          "The order's Idempotency-Key was tied to another order.",
        );
      }
      return id;
    });
    return { status: 201, body: { orderId } };
  } catch (error) {
    // Rolled back: no order, no hold.
    if (error instanceof PointsRefused) return error.outcome;
    if (String(error).includes("orders_one_per_payment_intent")) {
      return INTENT_TAKEN;
    }
    throw error;
  }
}

/** French when the browser prefers it to English, else English. */
export function preferredLanguage(acceptLanguage = ""): Language {
  for (const entry of acceptLanguage.split(",")) {
    const tag = entry.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag === "fr" || tag.startsWith("fr-")) return "fr";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "en";
}

/** 409: a Stripe intent already pays another order (migration 012's index). */
const INTENT_TAKEN: OrderOutcome = {
  status: 409,
  body: {
    message:
      "This payment already pays another order. Nothing more was charged: pay again to book.",
  },
};

/** 403: only the browser that started a Stripe intent may order with it. */
const INTENT_OF_ANOTHER_BROWSER: OrderOutcome = {
  status: 403,
  body: {
    message:
      "This payment was started in another browser. Nothing was charged: pay again here to book.",
  },
};

class PointsRefused extends Error {
  constructor(readonly outcome: OrderOutcome) {
    super("The points could not be held.");
  }
}

async function answerOrder(
  app: FastifyInstance,
  orderId: string,
): Promise<OrderOutcome> {
  const row = await findOrder(app.database, orderId);
  if (!row) throw new Error(`Order ${orderId} is missing.`);
  if (row.failure === "declined") {
    const message = row.failure_message ?? "Your card was declined.";
    const decline = declineOfMessage(message);
    return { status: 402, body: { message, ...(decline && { decline }) } };
  }
  return { status: 201, body: { data: toOrderAnswer(row) } };
}
