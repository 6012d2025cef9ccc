import {
  cardDigits,
  cardExpiryProblem,
} from "../../../domain/payments/card-rules";
import type { CardRequest } from "../../../domain/payments/payment-contract";

// The payment block's fields as typed; their rules are the domain's
// (card-rules.ts), the same the API and its payment provider apply.

/** What the traveller types in the payment block; never stored. */
export interface CardFields {
  number: string;
  /** "MM/YY" as typed. */
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardFields = {
  number: "",
  expiry: "",
  cvc: "",
  name: "",
};

/** "MM/YY", "MM / YY" or "MM/YYYY" as a month and a four-digit year. */
export function parseExpiry(
  text: string,
): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export function expiryProblem(
  text: string,
  now: Date,
): "required" | "format" | "expired" | undefined {
  if (!text.trim()) return "required";
  const expiry = parseExpiry(text);
  if (!expiry) return "format";
  return cardExpiryProblem(expiry.month, expiry.year, now);
}

/** The body of POST /payment/card; call only once the fields are valid. */
export function toCardRequest(card: CardFields): CardRequest {
  const expiry = parseExpiry(card.expiry)!;
  return {
    number: cardDigits(card.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc.trim(),
    name: card.name.trim(),
  };
}
