import type {
  FareOption,
  Offer,
  PriceBreakdown,
} from "../../domain/offers/offer";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import type {
  Contact,
  OrderAnswer,
  Passenger,
} from "../../domain/orders/order-contract";
import type { CardSummary } from "../../domain/payments/payment-contract";
import type { Database, Queryable } from "../platform/db/database";
import { appendEntry, lockUserPoints } from "../points";
import { completeOrderKey } from "./order-claims";

export interface NewOrder {
  id: string;
  userId?: string;
  browserTokenHash: string;
  bookingReference: string;
  source: { id: string; demo: boolean };
  trip: TripRequest;
  offer: Offer;
  fareOption: FareOption;
  passengers: Passenger[];
  contact: Contact;
  price: PriceBreakdown;
  card: CardSummary;
  paymentId: string;
  paymentTest: boolean;
  /** Earned by a signed-in traveller, pending until `pointsAvailableAt`. */
  points: number;
  pointsAvailableAt: Date;
}

/**
 * Stores the order, ties its Idempotency-Key to it and records its pending
 * points, all in one transaction; answers the id of the order the key is
 * now tied to. A charge already stored with an order (the same browser's
 * retry under another sign-in state: the payment key is the browser's, see
 * create-order.ts) ties the key to that order instead, storing nothing.
 * Undefined when the key was already tied to another order (then nothing is
 * stored).
 */
export async function storeOrder(
  database: Database,
  order: NewOrder,
  claim: { scope: string; key: string },
): Promise<string | undefined> {
  return database.transaction(async (tx) => {
    const [charged] = await tx.query<{ id: string }>(
      "select id from orders where payment_id = $1",
      [order.paymentId],
    );
    const orderId = charged?.id ?? order.id;
    if (!(await completeOrderKey(tx, claim.scope, claim.key, orderId))) {
      return undefined;
    }
    if (charged) return charged.id;
    const earns = order.userId !== undefined && order.points > 0;
    await tx.query(
      `insert into orders (id, user_id, browser_token_hash, booking_reference, source, demo,
         trip, offer, fare_option, passengers, contact, price, card_brand, card_last4,
         payment_id, payment_test, points, points_available_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        order.id,
        order.userId ?? null,
        order.browserTokenHash,
        order.bookingReference,
        order.source.id,
        order.source.demo,
        JSON.stringify(order.trip),
        JSON.stringify(order.offer),
        JSON.stringify(order.fareOption),
        JSON.stringify(order.passengers),
        JSON.stringify(order.contact),
        JSON.stringify(order.price),
        order.card.brand,
        order.card.last4,
        order.paymentId,
        order.paymentTest,
        earns ? order.points : 0,
        earns ? order.pointsAvailableAt.toISOString() : null,
      ],
    );
    if (earns && order.userId && (await lockUserPoints(tx, order.userId))) {
      await appendEntry(tx, order.userId, {
        kind: "earn",
        points: order.points,
        reference: order.id,
        availableAt: order.pointsAvailableAt,
      });
    }
    return order.id;
  });
}

export interface OrderRow {
  id: string;
  user_id: string | null;
  browser_token_hash: string;
  booking_reference: string;
  demo: boolean;
  offer: Offer;
  fare_option: FareOption;
  passengers: Passenger[];
  contact: Contact;
  price: PriceBreakdown;
  card_brand: string;
  card_last4: string;
  payment_test: boolean;
  points: number;
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

export function toOrderAnswer(row: OrderRow): OrderAnswer {
  const earned = row.points > 0;
  return {
    session_id: row.id,
    status: "confirmed",
    booking_reference: row.booking_reference,
    offer: row.offer,
    fare_option: row.fare_option,
    passengers: row.passengers,
    contact: row.contact,
    price: row.price,
    payment: {
      brand: row.card_brand,
      last4: row.card_last4,
      test: row.payment_test,
    },
    points: {
      earned: row.points,
      status: !earned ? "none" : row.pending ? "pending" : "available",
      available_on: earned ? row.available_on : null,
    },
    created_at: new Date(row.created_at).toISOString(),
    demo: row.demo,
  };
}
