import validator from "card-validator";
import type {
  CardRequest,
  CardSummary,
} from "../../domain/orders/order-contract";

export type CardCheck =
  | ({ ok: true; digits: string } & CardSummary)
  | { ok: false; field: keyof CardRequest; message: string };

/**
 * What any provider checks before it tokenises a card: a known brand, the
 * Luhn checksum, the CVC's length for the brand, an expiry not past.
 */
export function checkCard(card: CardRequest, now: Date): CardCheck {
  const digits = card.number.replace(/\D/g, "");
  const number = validator.number(digits);
  if (!number.isValid || !number.card) {
    return { ok: false, field: "number", message: "Check the card number." };
  }
  const cvcSize = number.card.code.size;
  if (card.cvc.length !== cvcSize) {
    return {
      ok: false,
      field: "cvc",
      message: `Enter the ${cvcSize} digits of the card's security code.`,
    };
  }
  // A card is good through the last day of its expiry month (UTC).
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (card.exp_year * 12 + card.exp_month < thisMonth) {
    return { ok: false, field: "exp_year", message: "This card has expired." };
  }
  return {
    ok: true,
    digits,
    brand: number.card.niceType,
    last4: digits.slice(-4),
  };
}
