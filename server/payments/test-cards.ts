/**
 * The built-in test provider's cards: Stripe's published test numbers, so
 * anyone who has tried a payment form knows them. Any other number is refused.
 */
export type TestOutcome = "succeed" | "decline" | "capture_fail";

export const TEST_CARDS: Readonly<Record<string, TestOutcome>> = {
  "4242424242424242": "succeed", // Visa
  "5555555555554444": "succeed", // Mastercard
  "378282246310005": "succeed", // American Express
  "4000000000000002": "decline", // declined at authorization
  "4000000000000341": "capture_fail", // authorized, then its capture fails
};

export const DECLINED_MESSAGE = "Your card was declined.";

export const CAPTURE_REFUSED_MESSAGE =
  "The card issuer refused to complete this payment.";

export const NOT_A_TEST_CARD_MESSAGE =
  "This is a test payment: only test cards work, like 4242 4242 4242 4242. No card is charged.";

export function testOutcome(digits: string): TestOutcome | undefined {
  return Object.hasOwn(TEST_CARDS, digits) ? TEST_CARDS[digits] : undefined;
}
