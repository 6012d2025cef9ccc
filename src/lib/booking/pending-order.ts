import type { OrderRequest } from "../../../domain/orders/order-contract";
import type { CardSummary } from "../../../domain/payments/payment-contract";
import {
  readSessionStorage,
  removeSessionStorage,
  writeSessionStorage,
} from "../safe-storage";

/**
 * The order between the Pay button and its confirmation, kept for the tab's
 * visit so a reload or back/forward on /processing sends the same request
 * under the same Idempotency-Key (the server replays the same order).
 * It holds a payment token, never card details.
 */
export interface PendingOrder {
  idempotencyKey: string;
  request: OrderRequest;
  /** Null when points pay the whole total. */
  card: CardSummary | null;
  /** Where "back to payment" goes: the checkout address with its query. */
  checkoutPath: string;
  /** Where "Don't book" goes: the trip's /search address. */
  searchPath: string;
}

export const PENDING_ORDER_KEY = "pendingOrder";

export function savePendingOrder(order: PendingOrder): void {
  writeSessionStorage(PENDING_ORDER_KEY, JSON.stringify(order));
}

export function readPendingOrder(): PendingOrder | null {
  const text = readSessionStorage(PENDING_ORDER_KEY);
  if (!text) return null;
  try {
    const order = JSON.parse(text) as PendingOrder;
    // A card's token, a Stripe intent, or points paying it all.
    const paid =
      typeof order?.request?.payment_method === "string" ||
      typeof order?.request?.payment_intent === "string" ||
      typeof order?.request?.points_to_spend === "number";
    return typeof order?.idempotencyKey === "string" && paid ? order : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  removeSessionStorage(PENDING_ORDER_KEY);
}

/** The same request at a new price the traveller accepted (same key). */
export function withAcceptedTotal(
  order: PendingOrder,
  totalCents: number,
): PendingOrder {
  return {
    ...order,
    request: { ...order.request, expected_total_cents: totalCents },
  };
}
