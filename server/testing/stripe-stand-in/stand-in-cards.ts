// Stripe's published test cards the stand-in knows, by payment method id
// (pm_card_…) and by number (what Stripe.js would tokenize in the browser).

export type CardOutcome =
  | { kind: "succeed" }
  | { kind: "authenticate" }
  | { kind: "decline"; declineCode: string; code: string; message: string };

export interface StandInCard {
  brand: string;
  last4: string;
  outcome: CardOutcome;
}

const DECLINED = "Your card was declined.";
const succeed = { kind: "succeed" } as const;

const CARDS: Record<string, StandInCard> = {
  "4242424242424242": { brand: "visa", last4: "4242", outcome: succeed },
  "5555555555554444": { brand: "mastercard", last4: "4444", outcome: succeed },
  "4000002760003184": {
    brand: "visa",
    last4: "3184",
    outcome: { kind: "authenticate" },
  },
  "4000000000009995": {
    brand: "visa",
    last4: "9995",
    outcome: {
      kind: "decline",
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  "4000000000000002": {
    brand: "visa",
    last4: "0002",
    outcome: {
      kind: "decline",
      code: "card_declined",
      declineCode: "generic_decline",
      message: DECLINED,
    },
  },
  "4000000000000069": {
    brand: "visa",
    last4: "0069",
    outcome: {
      kind: "decline",
      code: "expired_card",
      declineCode: "expired_card",
      message: "Your card has expired.",
    },
  },
};

const PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_authenticationRequired: "4000002760003184",
  pm_card_visa_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
};

export const cardByNumber = (digits: string): StandInCard | undefined =>
  Object.hasOwn(CARDS, digits) ? CARDS[digits] : undefined;

export function cardByPaymentMethod(id: string): StandInCard | undefined {
  const digits = Object.hasOwn(PAYMENT_METHODS, id)
    ? PAYMENT_METHODS[id]
    : undefined;
  return digits ? cardByNumber(digits) : undefined;
}
