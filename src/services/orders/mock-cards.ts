import type {
  CardRequest,
  PaymentMethodAnswer,
} from "../../../domain/payments/payment-contract";
import { ApiRequestError } from "../api-client";

/**
 * Mock mode's test cards (deploy previews), as the API's test provider
 * treats them: 4242… and the other good cards pay, 4000…0002 is declined
 * when the order is placed, 4000…0341 is authorized but its capture fails,
 * and any other number is refused. The token carries the outcome.
 */
type Outcome = "ok" | "decline" | "capturefail";

const TEST_CARDS: Record<string, { brand: string; outcome: Outcome }> = {
  // The brand names the API gives (card-validator's niceType).
  "4242424242424242": { brand: "Visa", outcome: "ok" },
  "5555555555554444": { brand: "Mastercard", outcome: "ok" },
  "378282246310005": { brand: "American Express", outcome: "ok" },
  "4000000000000002": { brand: "Visa", outcome: "decline" },
  "4000000000000341": { brand: "Visa", outcome: "capturefail" },
};

// As the test provider words them (server/payments/test-cards.ts).
export const MOCK_DECLINED = "Your card was declined.";
export const MOCK_CAPTURE_REFUSED =
  "The card issuer refused to complete this payment.";

export function mockCreatePaymentMethod(
  card: CardRequest,
): PaymentMethodAnswer {
  const test = TEST_CARDS[card.number];
  if (!test) {
    throw new ApiRequestError(
      "This is a test payment: only test cards work, like 4242 4242 4242 4242.",
      402,
    );
  }
  return {
    payment_method: `pm_mock_${test.outcome}_${card.number.slice(-4)}`,
    brand: test.brand,
    last4: card.number.slice(-4),
    test: true,
  };
}

/** The test card behind a mock token: its outcome, brand and last four. */
export function mockCardOf(paymentMethod: string) {
  const [, outcome = "ok", last4 = ""] =
    /^pm_mock_([a-z]+)_(\d{4})$/.exec(paymentMethod) ?? [];
  const card = Object.entries(TEST_CARDS).find(
    ([number, test]) => test.outcome === outcome && number.endsWith(last4),
  );
  return { outcome, last4, brand: card?.[1].brand ?? "Visa" };
}
