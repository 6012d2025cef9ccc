import { CARD_MESSAGES } from "../../domain/payments/card-messages";
import {
  cardExpiryProblem,
  checkCardNumber,
  cvcProblem,
} from "../../domain/payments/card-rules";
import type {
  CardRequest,
  CardSummary,
} from "../../domain/payments/payment-contract";

export type CardCheck =
  | ({ ok: true; digits: string } & CardSummary)
  | { ok: false; field: keyof CardRequest; message: string };

const refused = (field: keyof CardRequest, message: string): CardCheck => ({
  ok: false,
  field,
  message,
});

/**
 * What any provider checks before it tokenises a card: a known brand, the
 * Luhn checksum, the CVC's length for the brand, an expiry not past.
 */
export function checkCard(card: CardRequest, now: Date): CardCheck {
  const number = checkCardNumber(card.number);
  if (!number.ok) {
    return refused("number", CARD_MESSAGES.number[number.problem]);
  }
  const cvc = cvcProblem(card.cvc, card.number);
  if (cvc) return refused("cvc", CARD_MESSAGES.cvc[cvc]);
  const expiry = cardExpiryProblem(card.exp_month, card.exp_year, now);
  if (expiry) return refused("exp_year", CARD_MESSAGES.expiry[expiry]);
  return {
    ok: true,
    digits: number.digits,
    brand: number.brand,
    last4: number.digits.slice(-4),
  };
}
