import type {
  OrderAnswer,
  OrderRequest,
} from "../../../domain/orders/order-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { retryInFlight } from "../retry-in-flight";

export const PLACE_ORDER_FAILURE = "Failed to place the order";

/**
 * POST /order under an Idempotency-Key: the same key replays the same order
 * (one charge however often it is sent), and while the first request is in
 * flight it is asked again shortly. Failures throw ApiRequestError: 409 with
 * the new price in `body` (or, still in flight after a few tries, with
 * `retryAfter`), 402 with the issuer's message, 422 for a key already used
 * for another order, no status when the API can't be reached. Signed in, the
 * order is the user's.
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<OrderAnswer> {
  if (isMockMode()) {
    const { mockPlaceOrder } = await import("./mock-orders");
    return mockPlaceOrder(request, idempotencyKey);
  }
  return retryInFlight(() =>
    secureRequest<OrderAnswer>("/order", {
      method: "POST",
      body: request,
      headers: { "idempotency-key": idempotencyKey },
      failure: PLACE_ORDER_FAILURE,
    }),
  );
}
