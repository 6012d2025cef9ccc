import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { OrderFailure } from "../../domain/orders/order-contract";
import type { Database } from "../platform/db/database";
import { DependencyUnavailable } from "../platform/outbound/dependency";
import type { PaymentIntent, PaymentProvider } from "../payments";
import type { FareSource } from "../search";
import { findOrder, type OrderRow, type OrderStep } from "./order-store";
import { writeStep, type StepChange } from "./order-step-writes";

export interface OrderServices {
  database: Database;
  fareSource: FareSource;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Where browsers reach the site: the confirmation links the order page there. */
  publicUrl: string;
}

/** The app's guarded fare source and payment provider, its database and log. */
export const orderServices = (app: FastifyInstance): OrderServices => ({
  database: app.database,
  fareSource: app.fareSource,
  paymentProvider: app.paymentProvider,
  log: app.log,
  publicUrl: app.settings.publicUrl,
});

/** Tries of one step that fail to get an answer before the order is unwound. */
export const MAX_STEP_ATTEMPTS = 6;

/**
 * Takes an order from its step to its end: authorize, book, capture; or, when
 * a step is refused, back through cancel and void. Each step is written
 * before the next is taken, and every provider call carries a key derived
 * from the order's, so a step taken again after a crash acts once. A
 * provider that does not answer leaves the order where it is, for the
 * recovery worker to take on later. Answers the order as it then stands.
 */
export async function driveOrder(
  services: OrderServices,
  orderId: string,
): Promise<OrderRow | undefined> {
  for (;;) {
    const row = await findOrder(services.database, orderId);
    if (!row || row.step === "done") return row;
    let change: StepChange;
    try {
      change = await takeStep(services, row);
    } catch (error) {
      // A dependency's failure in one line, as the API logs it; a stack
      // only for anything else, which is ours.
      if (error instanceof DependencyUnavailable) {
        services.log.warn({ orderId, step: row.step }, error.message);
      } else {
        services.log.error(
          { err: error, orderId, step: row.step },
          "An order step failed; it will be tried again",
        );
      }
      change = afterNoAnswer(row, error);
    }
    if (
      !(await writeStep(services.database, row, change, services.publicUrl))
    ) {
      return findOrder(services.database, orderId);
    }
    if (change.incident) {
      // Recorded in order_incidents; logged as an error so an operator is paged.
      services.log.error(
        { orderId, incident: change.incident.kind },
        change.incident.detail,
      );
    }
    if (change.retryLater) return findOrder(services.database, orderId);
  }
}

const keyOf = (row: OrderRow, step: OrderStep) => `${row.payment_key}:${step}`;

/** The order's one authorization: asked again, the same key finds it. */
const authorization = (row: OrderRow): PaymentIntent => ({
  paymentMethod: row.payment_method ?? "",
  amount_cents: row.card_cents,
  currency: "CAD",
  idempotencyKey: keyOf(row, "authorize"),
  description: `Flights ${row.trip.departure}-${row.trip.arrival} ${row.trip.departureDate}`,
});

const failing = (
  failure: OrderFailure,
  message: string,
  extra: Partial<StepChange> = {},
): StepChange => ({ step: "void", failure, failureMessage: message, ...extra });

async function takeStep(
  { fareSource, paymentProvider }: OrderServices,
  row: OrderRow,
): Promise<StepChange> {
  switch (row.step) {
    case "authorize": {
      // Points alone pay: they were held when the order was written.
      if (row.card_cents === 0) {
        return { step: "book", paymentStatus: "authorized" };
      }
      const held = await paymentProvider.authorizePayment(authorization(row));
      if (!held.ok) {
        return failing("declined", held.message, { paymentStatus: "declined" });
      }
      return {
        step: "book",
        paymentStatus: "authorized",
        paymentId: held.paymentId,
        card: { brand: held.brand, last4: held.last4 },
      };
    }
    case "book": {
      const booked = await fareSource.placeOrder({
        trip: row.trip,
        offer: row.offer,
        fareOption: row.fare_option,
        passengers: row.passengers,
        contact: row.contact,
        // The key the order was always booked under (a retry books once).
        idempotencyKey: row.payment_key,
      });
      if (!booked.ok) {
        return failing("booking_refused", booked.message, {
          failureField: booked.field,
        });
      }
      return { step: "capture", bookingReference: booked.bookingReference };
    }
    case "capture": {
      if (row.card_cents > 0) {
        const captured = await paymentProvider.capturePayment({
          paymentId: row.payment_id ?? "",
          idempotencyKey: keyOf(row, "capture"),
        });
        if (!captured.ok) {
          return {
            step: "cancel",
            failure: "capture_failed",
            failureMessage: captured.message,
            incident: {
              kind: "capture_failed",
              detail: `Booked ${row.booking_reference}, but the capture was refused: ${captured.message}`,
            },
          };
        }
      }
      return { step: "done", status: "confirmed", paymentStatus: "captured" };
    }
    case "cancel": {
      const { cancelled } = await fareSource.cancelOrder({
        bookingReference: row.booking_reference ?? "",
        idempotencyKey: keyOf(row, "cancel"),
      });
      return {
        step: "void",
        ...(cancelled
          ? {}
          : {
              incident: {
                kind: "booking_not_cancelled",
                detail: `Booking ${row.booking_reference} could not be cancelled with the supplier; it is not paid for.`,
              },
            }),
      };
    }
    case "void":
      return releaseMoney(paymentProvider, row);
    case "done":
      throw new Error("A finished order takes no step.");
  }
}

/** The last step of a failed order: the hold released, nothing charged. */
async function releaseMoney(
  paymentProvider: PaymentProvider,
  row: OrderRow,
): Promise<StepChange> {
  const end = { step: "done", status: "failed" } as const;
  if (row.card_cents === 0 || row.payment_status === "declined") {
    return {
      ...end,
      paymentStatus: row.payment_status === "declined" ? "declined" : "voided",
    };
  }
  let paymentId = row.payment_id;
  if (row.payment_status === "pending" || !paymentId) {
    // An authorization whose answer never came may stand all the same:
    // asked again under its key, the provider answers it, and it is voided.
    const held = await paymentProvider.authorizePayment(authorization(row));
    if (!held.ok) return { ...end, paymentStatus: "declined" };
    paymentId = held.paymentId;
  }
  const voided = await paymentProvider.voidPayment({
    paymentId,
    idempotencyKey: keyOf(row, "void"),
  });
  if (voided.ok) return { ...end, paymentStatus: "voided" };
  // Captured after all (a capture whose answer was lost): give it back.
  const refunded = await paymentProvider.refundPayment({
    paymentId,
    idempotencyKey: `${row.payment_key}:refund`,
  });
  if (refunded.ok) return { ...end, paymentStatus: "refunded" };
  return {
    ...end,
    paymentStatus: "authorized",
    incident: {
      kind: "release_refused",
      detail: `Payment ${paymentId} could be neither voided (${voided.message}) nor refunded (${refunded.message}).`,
    },
  };
}

/**
 * A step that got no answer is tried again later, sooner at first; after
 * MAX_STEP_ATTEMPTS the order is unwound (an operator looks at what the
 * supplier or provider may have done meanwhile).
 */
function afterNoAnswer(row: OrderRow, error: unknown): StepChange {
  const attempts = row.attempts + 1;
  if (attempts < MAX_STEP_ATTEMPTS || row.step === "void") {
    return {
      step: row.step,
      attempts,
      retryLater: true,
      leaseSeconds: Math.min(2 ** attempts, 60),
    };
  }
  const detail = `Gave up at step ${row.step} after ${attempts} tries: ${String(error)}`;
  const incident = { kind: "gave_up", detail };
  const message = "The booking could not be completed in time.";
  // A capture may have happened unseen: the booking is cancelled, and the
  // void step refunds a payment that was in fact captured.
  if (row.step === "capture") {
    return {
      step: "cancel",
      failure: "gave_up",
      failureMessage: message,
      incident,
    };
  }
  return failing("gave_up", message, { incident });
}
