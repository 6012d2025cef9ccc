import type { StripeError } from "@stripe/stripe-js";
import { declineOfStripeError } from "./stripe-error-decline";

// Stripe.js's confirmPayment errors, as docs.stripe.com/declines/codes names them.
const error = (fields: Partial<StripeError>): StripeError => ({
  type: "card_error",
  message: "Stripe's own words",
  ...fields,
});

describe("declineOfStripeError", () => {
  it("names insufficient funds from the card's decline code", () => {
    expect(
      declineOfStripeError(
        error({ code: "card_declined", decline_code: "insufficient_funds" }),
      ),
    ).toBe("insufficient_funds");
  });

  it("names an expired card", () => {
    expect(declineOfStripeError(error({ code: "expired_card" }))).toBe(
      "expired_card",
    );
  });

  it("names a failed authentication", () => {
    expect(
      declineOfStripeError(
        error({
          type: "invalid_request_error",
          code: "payment_intent_authentication_failure",
        }),
      ),
    ).toBe("authentication_failed");
  });

  it("names an authentication left unfinished (the intent still waits for it)", () => {
    expect(
      declineOfStripeError(
        error({
          code: "payment_intent_authentication_failure",
          payment_intent: {
            status: "requires_action",
          } as StripeError["payment_intent"],
        }),
      ),
    ).toBe("authentication_abandoned");
  });

  it("calls any other refusal a declined card", () => {
    expect(
      declineOfStripeError(
        error({ code: "card_declined", decline_code: "generic_decline" }),
      ),
    ).toBe("declined");
  });

  it("adds nothing to what Stripe's fields already flag", () => {
    expect(
      declineOfStripeError(
        error({ type: "validation_error", code: "incomplete_number" }),
      ),
    ).toBeUndefined();
  });
});
