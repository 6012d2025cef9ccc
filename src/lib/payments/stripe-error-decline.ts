import type { StripeError } from "@stripe/stripe-js";
import type { Decline } from "../../../domain/payments/payment-declines";

/**
 * Why Stripe.js refused to confirm, as our declines name it (the server's
 * declineOf says the same of an intent): undefined for a form Stripe's own
 * fields already flag (validation_error), which needs no sentence of ours.
 */
export function declineOfStripeError(error: StripeError): Decline | undefined {
  if (error.type === "validation_error") return undefined;
  if (error.payment_intent?.status === "requires_action") {
    return "authentication_abandoned";
  }
  if (error.code === "payment_intent_authentication_failure") {
    return "authentication_failed";
  }
  if (
    error.decline_code === "insufficient_funds" ||
    error.code === "insufficient_funds"
  ) {
    return "insufficient_funds";
  }
  if (error.code === "expired_card" || error.decline_code === "expired_card") {
    return "expired_card";
  }
  return "declined";
}
