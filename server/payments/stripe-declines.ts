import type Stripe from "stripe";
import {
  DECLINE_MESSAGES,
  type Decline,
} from "../../domain/payments/payment-declines";

/**
 * Why an intent holds no money, from its status and last_payment_error:
 * Stripe's codes (docs.stripe.com/declines/codes) in the traveller's words.
 */
export function declineOf(intent: Stripe.PaymentIntent): Decline {
  if (intent.status === "requires_action") return "authentication_abandoned";
  const error = intent.last_payment_error;
  if (error?.code === "payment_intent_authentication_failure") {
    return "authentication_failed";
  }
  if (
    error?.decline_code === "insufficient_funds" ||
    error?.code === "insufficient_funds"
  ) {
    return "insufficient_funds";
  }
  if (
    error?.code === "expired_card" ||
    error?.decline_code === "expired_card"
  ) {
    return "expired_card";
  }
  return "declined";
}

export const declineMessage = (decline: Decline) => DECLINE_MESSAGES[decline];
