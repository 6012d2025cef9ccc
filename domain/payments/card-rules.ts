import validator from "card-validator";
import { inLatestTimeZone } from "../latest-time-zone";

// A card's rules, written once: the checkout form translates each problem
// code, the API's cardRequestSchema and the test provider word them in
// English (card-messages.ts). Free of zod, so the site can run them.

export type CardNumberProblem = "required" | "format";
export type CvcProblem = "required" | "format" | "threeDigits" | "fourDigits";
export type ExpiryProblem = "expired";
export type CardNameProblem = "required" | "tooLong";

export const CARD_NAME_MAX = 100;
/** 19 digits and the spaces or hyphens a traveller types between groups. */
const TYPED_NUMBER_MAX = 30;

/** The digits of a number typed with spaces or hyphens between groups. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, "");

export type CardNumberCheck =
  | { ok: true; digits: string; brand: string; cvcSize: number }
  | { ok: false; problem: CardNumberProblem };

/** A known brand's number, of its lengths, passing Luhn's checksum. */
export function checkCardNumber(typed: string): CardNumberCheck {
  if (!typed.trim()) return { ok: false, problem: "required" };
  if (typed.length > TYPED_NUMBER_MAX) return { ok: false, problem: "format" };
  const { isValid, card } = validator.number(typed);
  if (!isValid || !card) return { ok: false, problem: "format" };
  return {
    ok: true,
    digits: cardDigits(typed),
    brand: card.niceType,
    cvcSize: card.code.size,
  };
}

export function cardNumberProblem(
  typed: string,
): CardNumberProblem | undefined {
  const check = checkCardNumber(typed);
  return check.ok ? undefined : check.problem;
}

/** 3 or 4 digits; exactly as many as the brand's, once the number names one. */
export function cvcProblem(
  typed: string,
  cardNumber?: string,
): CvcProblem | undefined {
  const cvc = typed.trim();
  if (!cvc) return "required";
  if (!/^\d{3,4}$/.test(cvc)) return "format";
  const card =
    cardNumber === undefined ? undefined : checkCardNumber(cardNumber);
  const size = card?.ok ? card.cvcSize : undefined;
  if (size === 3 && cvc.length !== 3) return "threeDigits";
  if (size === 4 && cvc.length !== 4) return "fourDigits";
  return undefined;
}

/**
 * A card is good through the last day of its expiry month (1 to 12), until
 * that day ends in the last time zone (UTC−12): wherever the traveller is,
 * a card their own calendar still shows as valid is never refused.
 */
export function cardExpiryProblem(
  month: number,
  year: number,
  now: Date,
): ExpiryProblem | undefined {
  const nextMonth = Date.UTC(year, month, 1);
  return inLatestTimeZone(now).getTime() >= nextMonth ? "expired" : undefined;
}

export function cardNameProblem(typed: string): CardNameProblem | undefined {
  const name = typed.trim();
  if (!name) return "required";
  if (name.length > CARD_NAME_MAX) return "tooLong";
  return undefined;
}
