import type { FastifyInstance } from "fastify";
import validator from "card-validator";

export const CARD_DATA_REFUSED_MESSAGE =
  "Invalid request: card details go only into Stripe's payment form; this server takes no card number, expiry or CVC.";

/** Field names that carry card data in any shape we know of. */
const CARD_FIELDS = new Set([
  "number",
  "card_number",
  "cardnumber",
  "pan",
  "cvc",
  "cvv",
  "cvc2",
  "exp_month",
  "exp_year",
  "expiry",
  "exp",
]);

/**
 * With Stripe, card data reaches Stripe's own fields only (PCI DSS stays
 * theirs): any JSON body naming a card field, or holding a string that
 * reads as a card number, is refused (400) before any route sees it.
 */
export function refuseCardData(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    if (request.body === null || typeof request.body !== "object") return;
    if (Buffer.isBuffer(request.body)) return;
    if (carriesCardData(request.body, 0)) {
      return reply.code(400).send({ message: CARD_DATA_REFUSED_MESSAGE });
    }
  });
}

function carriesCardData(value: unknown, depth: number): boolean {
  if (depth > 8) return false;
  if (typeof value === "string") return looksLikeCardNumber(value);
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) {
    return value.some((item) => carriesCardData(item, depth + 1));
  }
  return Object.entries(value).some(
    ([key, inner]) =>
      CARD_FIELDS.has(key.toLowerCase()) || carriesCardData(inner, depth + 1),
  );
}

/** 12–19 digits, with spaces or hyphens, that a card brand could issue. */
function looksLikeCardNumber(text: string): boolean {
  if (!/^[\d\s-]{12,40}$/.test(text)) return false;
  const digits = text.replace(/[\s-]/g, "");
  return digits.length >= 12 && validator.number(digits).isValid;
}
