import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const FETCH_ORDER_FAILURE = "Failed to load the order";

/**
 * GET /order/{session_id}: answers only the order's owner or the browser
 * that made it (its cookie); anyone else gets 404.
 */
export async function fetchOrder(
  sessionId: string,
  signal?: AbortSignal,
): Promise<OrderAnswer> {
  if (isMockMode()) {
    const { mockFetchOrder } = await import("./mock-orders");
    return mockFetchOrder(sessionId);
  }
  return secureRequest<OrderAnswer>(`/order/${encodeURIComponent(sessionId)}`, {
    signal,
    failure: FETCH_ORDER_FAILURE,
  });
}
