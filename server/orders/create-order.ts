import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { formatPrice } from "../../domain/money/format-price";
import type {
  OrderRequest,
  PriceChangedAnswer,
} from "../../domain/orders/order-contract";
import { pointsEarned } from "../../domain/points/earn-rules";
import { chosenFare, FARE_GONE, type OrderOutcome } from "./chosen-fare";
import {
  inFlight,
  keyReused,
  type KeyedAnswer,
} from "../platform/http/idempotency-key";
import { claimOrderKey, hashRequest, releaseOrderKey } from "./order-claims";
import { pointsAvailableAt, pointsAvailableOn } from "./order-points";
import { findOrder, storeOrder, toOrderAnswer } from "./order-store";

export interface OrderAttempt {
  request: OrderRequest;
  idempotencyKey: string;
  userId?: string;
  browserTokenHash: string;
}

/**
 * POST /order: one order and one charge per Idempotency-Key, whoever presses
 * twice or retries: while the first request is under way the others are told
 * to try again (409), after it they get its order. The key belongs to the
 * signed-in user, else the browser.
 * Answers without an order (price changed, declined, bad passengers) free the
 * key again, so the traveller may retry with it.
 */
export async function createOrder(
  app: FastifyInstance,
  attempt: OrderAttempt,
): Promise<KeyedAnswer> {
  const scope = attempt.userId
    ? `user:${attempt.userId}`
    : `browser:${attempt.browserTokenHash}`;
  const key = attempt.idempotencyKey;
  const requestHash = hashRequest(attempt.request);
  const claim = await claimOrderKey(app.database, scope, key, requestHash);
  if (claim.kind === "conflict") return keyReused("order");
  if (claim.kind === "inFlight") return inFlight();
  if (claim.kind === "done") return answerOrder(app, claim.orderId);
  try {
    // The same browser, key and body always charge under the same payment
    // key, so a retry after a failure here replays the first charge, never a
    // second, even when the traveller signed in or out (or their account was
    // deleted) in between and the key's scope changed with it.
    const paymentKey = `order_${createHash("sha256").update(`browser:${attempt.browserTokenHash}\n${key}\n${requestHash}`).digest("hex")}`;
    const outcome = await book(app, attempt, { scope, key }, paymentKey);
    if (outcome.status !== 201) await releaseOrderKey(app.database, scope, key);
    return outcome;
  } catch (error) {
    await releaseOrderKey(app.database, scope, key).catch(() => {});
    throw error;
  }
}

async function book(
  app: FastifyInstance,
  { request, userId, browserTokenHash }: OrderAttempt,
  claim: { scope: string; key: string },
  paymentKey: string,
): Promise<OrderOutcome> {
  const chosen = await chosenFare(app.database, request, new Date());
  if (!chosen.ok) return chosen.outcome;
  const { trip, offer, fareOption } = chosen;

  const price = await app.fareSource.repriceOffer(trip, offer, fareOption);
  if (!price) return { status: 404, body: { message: FARE_GONE } };
  const points = pointsEarned(
    {
      amount_cents: price.total_cents,
      currency: "CAD",
      campaign: trip.campaign,
    },
    app.settings.pointsEarnedPerUsd,
  );
  if (price.total_cents !== request.expected_total_cents) {
    const body: PriceChangedAnswer = {
      message: `The price is now ${formatPrice(price.total_cents)} instead of ${formatPrice(request.expected_total_cents)}. Nothing was charged: confirm the new price to book.`,
      price,
      points,
    };
    return { status: 409, body };
  }

  const payment = await app.paymentProvider.confirmPayment({
    paymentMethod: request.payment_method,
    amount_cents: price.total_cents,
    currency: "CAD",
    idempotencyKey: paymentKey,
    description: `Flights ${trip.departure}-${trip.arrival} ${trip.departureDate}`,
  });
  if (!payment.ok) return { status: 402, body: { message: payment.message } };

  const { bookingReference } = await app.fareSource.placeOrder({
    trip,
    offer,
    fareOption,
    passengers: request.passengers.map(({ given_names, surname }) => ({
      given_names,
      surname,
    })),
    idempotencyKey: paymentKey,
  });
  const availableOn = pointsAvailableOn(trip, offer);
  const order = {
    id: randomUUID(),
    userId,
    browserTokenHash,
    bookingReference,
    source: { id: app.fareSource.id, demo: app.fareSource.demo },
    trip,
    offer,
    fareOption: { ...fareOption, price, points },
    passengers: request.passengers,
    contact: request.contact,
    price,
    card: { brand: payment.brand, last4: payment.last4 },
    paymentId: payment.paymentId,
    paymentTest: app.paymentProvider.test,
    points,
    pointsAvailableAt: pointsAvailableAt(availableOn),
  };
  const storedId = await storeOrder(app.database, order, claim);
  if (!storedId) {
    // Another request with this key (one taken over after a crash) stored first.
    const again = await claimOrderKey(
      app.database,
      claim.scope,
      claim.key,
      hashRequest(request),
    );
    if (again.kind === "done") return answerOrder(app, again.orderId);
    throw new Error("The order's Idempotency-Key was tied to no order.");
  }
  return answerOrder(app, storedId);
}

async function answerOrder(
  app: FastifyInstance,
  orderId: string,
): Promise<OrderOutcome> {
  const row = await findOrder(app.database, orderId);
  if (!row) throw new Error(`Order ${orderId} is missing.`);
  return { status: 201, body: { data: toOrderAnswer(row) } };
}
