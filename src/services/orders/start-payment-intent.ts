import type {
  PaymentIntentAnswer,
  PaymentIntentRequest,
} from "../../../domain/payments/payment-contract";
import { apiRequest } from "../api-client";

export const PAYMENT_INTENT_FAILURE = "Failed to start the payment";

/**
 * POST /payment/intent (the API runs Stripe): a manual-capture payment for
 * the card part, under the Idempotency-Key the order will be placed with,
 * so pressing Pay again answers the same one. Its client secret and the
 * publishable key are for Stripe.js only; the card never reaches our API.
 */
export function startPaymentIntent(
  request: PaymentIntentRequest,
  idempotencyKey: string,
): Promise<PaymentIntentAnswer> {
  return apiRequest<PaymentIntentAnswer>("/payment/intent", {
    method: "POST",
    body: request,
    headers: { "idempotency-key": idempotencyKey },
    failure: PAYMENT_INTENT_FAILURE,
  });
}
