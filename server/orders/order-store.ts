import type {
  FareOption,
  Offer,
  PriceBreakdown,
} from "../../domain/offers/offer";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import type {
  Contact,
  OrderAnswer,
  OrderFailure,
  OrderField,
  Passenger,
  PaymentStatus,
} from "../../domain/orders/order-contract";
import type { Language } from "../../domain/languages";
import type { Queryable } from "../platform/db/database";

/** The next step an unfinished order takes; "done" when it has ended. */
export type OrderStep =
  "authorize" | "book" | "capture" | "cancel" | "void" | "done";

export interface NewOrder {
  id: string;
  userId?: string;
  browserTokenHash: string;
  /** Every provider call of the order derives its idempotency key from it. */
  paymentKey: string;
  source: { id: string; demo: boolean };
  trip: TripRequest;
  offer: Offer;
  fareOption: FareOption;
  passengers: Passenger[];
  contact: Contact;
  price: PriceBreakdown;
  /** Null when points pay the whole total. */
  paymentMethod: string | null;
  paymentTest: boolean;
  /** What the card is to pay: the total less what points pay. */
  cardCents: number;
  pointsSpent: number;
  pointsValueCents: number;
  /** Earned by a signed-in traveller once confirmed, pending until `pointsAvailableAt`. */
  points: number;
  pointsAvailableAt: Date;
  /** The language its mail is written in. */
  language: Language;
}

/**
 * Writes a new order at its first step, leased to the caller for `leaseSeconds`
 * so no recovery worker acts on it meanwhile. Answers the id of the order
 * now under this payment key: an order already written with the same key
 * (the same browser's retry under another sign-in state, see
 * create-order.ts) is answered instead, with `inserted` false, and nothing
 * is written (so its points are not held again).
 */
export async function insertOrder(
  tx: Queryable,
  order: NewOrder,
  leaseSeconds: number,
): Promise<{ id: string; inserted: boolean }> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into orders (id, user_id, browser_token_hash, payment_key, source, demo,
       trip, offer, fare_option, passengers, contact, price, payment_method,
       payment_test, card_cents, points_spent, points_value_cents, points,
       points_available_at, language, status, step, payment_status, lease_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
       $16, $17, $18, $19, $20, 'processing', 'authorize', 'pending',
       now() + make_interval(secs => $21))
     on conflict (payment_key) do nothing
     returning id`,
    [
      order.id,
      order.userId ?? null,
      order.browserTokenHash,
      order.paymentKey,
      order.source.id,
      order.source.demo,
      JSON.stringify(order.trip),
      JSON.stringify(order.offer),
      JSON.stringify(order.fareOption),
      JSON.stringify(order.passengers),
      JSON.stringify(order.contact),
      JSON.stringify(order.price),
      order.paymentMethod,
      order.paymentTest,
      order.cardCents,
      order.pointsSpent,
      order.pointsValueCents,
      order.userId !== undefined ? order.points : 0,
      order.pointsAvailableAt.toISOString(),
      order.language,
      leaseSeconds,
    ],
  );
  if (inserted) return { id: inserted.id, inserted: true };
  const [existing] = await tx.query<{ id: string }>(
    "select id from orders where payment_key = $1",
    [order.paymentKey],
  );
  if (!existing)
    throw new Error("The order's payment key is tied to no order.");
  return { id: existing.id, inserted: false };
}

export interface OrderRow {
  id: string;
  user_id: string | null;
  browser_token_hash: string;
  payment_key: string;
  booking_reference: string | null;
  demo: boolean;
  trip: TripRequest;
  offer: Offer;
  fare_option: FareOption;
  passengers: Passenger[];
  contact: Contact;
  price: PriceBreakdown;
  status: OrderAnswer["status"];
  step: OrderStep;
  payment_status: PaymentStatus | "declined";
  failure: OrderFailure | null;
  failure_message: string | null;
  /** Null before migration 018, and when no field was named. */
  failure_field: OrderField | null;
  payment_method: string | null;
  payment_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_test: boolean;
  card_cents: number;
  points_spent: number;
  points_value_cents: number;
  points: number;
  points_available_at: Date | string | null;
  attempts: number;
  /** Null for orders placed before mail (English). */
  language: Language | null;
  available_on: string | null;
  pending: boolean;
  created_at: Date | string;
}

export async function findOrder(
  db: Queryable,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `select *,
       to_char(points_available_at at time zone 'UTC', 'YYYY-MM-DD') as available_on,
       coalesce(points_available_at > now(), false) as pending
     from orders where id = $1`,
    [id],
  );
  return row;
}

/** The payment's status as the traveller reads it (points follow the card). */
function paymentStatus(row: OrderRow): PaymentStatus {
  // A declined card held nothing: to the traveller, nothing is held.
  return row.payment_status === "declined" ? "voided" : row.payment_status;
}

export function toOrderAnswer(row: OrderRow): OrderAnswer {
  const earned = row.status === "confirmed" && row.points > 0;
  return {
    session_id: row.id,
    status: row.status,
    failure:
      row.status === "failed" && row.failure
        ? {
            reason: row.failure,
            message: row.failure_message ?? "",
            ...(row.failure_field && { field: row.failure_field }),
          }
        : null,
    booking_reference: row.status === "failed" ? null : row.booking_reference,
    offer: row.offer,
    fare_option: row.fare_option,
    passengers: row.passengers,
    contact: row.contact,
    price: row.price,
    payment: {
      status: paymentStatus(row),
      brand: row.card_brand,
      last4: row.card_last4,
      test: row.payment_test,
      card_cents: row.card_cents,
      points_spent: row.points_spent,
      points_cents: row.points_value_cents,
    },
    points: {
      earned: earned ? row.points : 0,
      status: !earned ? "none" : row.pending ? "pending" : "available",
      available_on: earned ? row.available_on : null,
    },
    created_at: new Date(row.created_at).toISOString(),
    demo: row.demo,
  };
}
