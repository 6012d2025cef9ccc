import type {
  PaymentIntentAnswer,
  PaymentIntentRequest,
} from "../../../domain/payments/payment-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

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
  // Mock mode pays with the test provider, so its checkout never asks; a
  // made-up intent keeps the call answering with no network all the same.
  if (isMockMode()) {
    return Promise.resolve({
      payment_intent: "pi_mockintent",
      client_secret: "pi_mockintent_secret_mock",
      publishable_key: "pk_test_mock",
      amount_cents: Math.max(1, request.expected_total_cents),
      currency: "CAD",
    });
  }
  return apiRequest<PaymentIntentAnswer>("/payment/intent", {
    method: "POST",
    body: request,
    headers: { "idempotency-key": idempotencyKey },
    failure: PAYMENT_INTENT_FAILURE,
  });
}
