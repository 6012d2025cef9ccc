import type Stripe from "stripe";
import { declineOf } from "./stripe-declines";

// Stripe's codes (its decline codes reference) named as the site words them.

const intent = (
  status: Stripe.PaymentIntent.Status,
  error: Partial<Stripe.PaymentIntent.LastPaymentError> | null = null,
) => ({ status, last_payment_error: error }) as Stripe.PaymentIntent;

describe("declineOf", () => {
  it.each([
    [intent("requires_action"), "authentication_abandoned"],
    [
      intent("requires_payment_method", {
        code: "payment_intent_authentication_failure",
      }),
      "authentication_failed",
    ],
    [
      intent("requires_payment_method", {
        code: "card_declined",
        decline_code: "insufficient_funds",
      }),
      "insufficient_funds",
    ],
    [
      intent("requires_payment_method", { code: "expired_card" }),
      "expired_card",
    ],
    [
      intent("requires_payment_method", {
        code: "card_declined",
        decline_code: "generic_decline",
      }),
      "declined",
    ],
    [intent("requires_payment_method"), "declined"],
  ])("names %#", (seen, decline) => {
    expect(declineOf(seen)).toBe(decline);
  });
});
