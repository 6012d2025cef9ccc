import type { CardRequest } from "../../../domain/orders/order-contract";

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

export type CardProblem = "required" | "format";

const digitsOf = (text: string) => text.replace(/[\s-]/g, "");

/** Luhn's check, which every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(text: string): CardProblem | undefined {
  const digits = digitsOf(text);
  if (!digits) return "required";
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return "format";
  return undefined;
}

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
): CardProblem | "expired" | undefined {
  if (!text.trim()) return "required";
  const expiry = parseExpiry(text);
  if (!expiry) return "format";
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) return "expired";
  return undefined;
}

export function cvcProblem(text: string): CardProblem | undefined {
  if (!text.trim()) return "required";
  return /^\d{3,4}$/.test(text.trim()) ? undefined : "format";
}

export function cardNameProblem(text: string): "required" | undefined {
  return text.trim() ? undefined : "required";
}

/** The body of POST /payment/card; call only once the fields are valid. */
export function toCardRequest(card: CardFields): CardRequest {
  const expiry = parseExpiry(card.expiry)!;
  return {
    number: digitsOf(card.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc.trim(),
    name: card.name.trim(),
  };
}
