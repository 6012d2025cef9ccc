import type {
  OrderFailure,
  OrderField,
  OrderStatus,
  PaymentStatus,
} from "../../domain/orders/order-contract";
import type { CardSummary } from "../../domain/payments/payment-contract";
import type { Database, Queryable } from "../platform/db/database";
import { queueMail } from "../mail";
import { appendEntry, lockUserPoints } from "../points";
import { bookingConfirmation } from "./confirmation/booking-confirmation";
import { findOrder, type OrderRow, type OrderStep } from "./order-store";

/** What a step leaves written on its order. */
export interface StepChange {
  step: OrderStep;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus | "declined";
  paymentId?: string;
  card?: CardSummary;
  bookingReference?: string;
  failure?: OrderFailure;
  failureMessage?: string;
  /** The checkout field the supplier refused, when it named one. */
  failureField?: OrderField;
  /** Recorded for an operator (order_incidents). */
  incident?: { kind: string; detail: string };
  /** A step that got no answer: counted, and tried again after the lease. */
  attempts?: number;
  retryLater?: boolean;
  leaseSeconds?: number;
}

/** How long a process owns an order it is driving; a crash frees it then. */
export const ORDER_LEASE_SECONDS = 30;

/**
 * Writes a step's outcome, with what it moves (points, an incident, the
 * Idempotency-Key of a declined order, the confirmation mail), in one
 * transaction; only if the order is still where `row` saw it. False when
 * another process moved it.
 */
export async function writeStep(
  database: Database,
  row: OrderRow,
  change: StepChange,
  publicUrl: string,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const updated = await tx.query(
      `update orders set
         step = $3,
         status = coalesce($4, status),
         payment_status = coalesce($5, payment_status),
         payment_id = coalesce($6, payment_id),
         card_brand = coalesce($7, card_brand),
         card_last4 = coalesce($8, card_last4),
         booking_reference = coalesce($9, booking_reference),
         failure = coalesce(failure, $10),
         failure_message = coalesce(failure_message, $11),
         failure_field = case when failure is null then $15 else failure_field end,
         attempts = $12,
         lease_until = now() + make_interval(secs => $13),
         updated_at = now()
       where id = $1 and step = $2 and attempts = $14
       returning id`,
      [
        row.id,
        row.step,
        change.step,
        change.status ?? null,
        change.paymentStatus ?? null,
        change.paymentId ?? null,
        change.card?.brand ?? null,
        change.card?.last4 ?? null,
        change.bookingReference ?? null,
        change.failure ?? null,
        change.failureMessage ?? null,
        change.attempts ?? 0,
        change.leaseSeconds ?? ORDER_LEASE_SECONDS,
        row.attempts,
        change.failureField ?? null,
      ],
    );
    if (!updated.length) return false;
    if (change.incident) {
      await tx.query(
        "insert into order_incidents (order_id, kind, detail) values ($1, $2, $3)",
        [row.id, change.incident.kind, change.incident.detail],
      );
    }
    if (change.status === "confirmed") {
      await earnPoints(tx, row);
      await queueConfirmation(tx, row.id, publicUrl);
    }
    if (change.status === "failed") await returnHeldPoints(tx, row);
    if (
      change.status === "failed" &&
      (change.failure ?? row.failure) === "declined"
    ) {
      // Nothing happened: the traveller may try again with the same key.
      await tx.query("delete from order_requests where order_id = $1", [
        row.id,
      ]);
    }
    return true;
  });
}

/**
 * The booking confirmation, queued in the transaction that confirms the
 * order (server/mail): sent once the order is confirmed, never for one that
 * is not, and not lost if this process dies before sending it.
 */
async function queueConfirmation(
  tx: Queryable,
  orderId: string,
  publicUrl: string,
) {
  const confirmed = await findOrder(tx, orderId);
  if (!confirmed) throw new Error(`Order ${orderId} is missing.`);
  await queueMail(
    tx,
    bookingConfirmation(confirmed, publicUrl, new Date()),
    publicUrl,
  );
}

/** A confirmed order's points, pending until the trip is over. */
async function earnPoints(tx: Queryable, row: OrderRow) {
  if (!row.user_id || row.points <= 0 || !row.points_available_at) return;
  if (!(await lockUserPoints(tx, row.user_id))) return;
  await appendEntry(tx, row.user_id, {
    kind: "earn",
    points: row.points,
    reference: row.id,
    availableAt: new Date(row.points_available_at),
  });
}

/** Points held for a failed order go back to the traveller. */
async function returnHeldPoints(tx: Queryable, row: OrderRow) {
  if (!row.user_id || row.points_spent <= 0) return;
  if (!(await lockUserPoints(tx, row.user_id))) return;
  await appendEntry(tx, row.user_id, {
    kind: "reversal",
    points: row.points_spent,
    reference: row.id,
  });
}
