import { z } from "zod";
import { ruleCheck } from "../rule-check";
import { visibleText } from "../text/visible-text";
import { CARD_MESSAGES } from "./card-messages";
import { cardNameProblem, cardNumberProblem, cvcProblem } from "./card-rules";

// POST /payment/card: the API validates with these schemas, the site types
// its call from them. Each field is checked alone here; the brand's CVC
// length and the expiry (which needs a clock) are the payment provider's,
// with the same rules (server/payments/check-card.ts).

/** A payment method token: card numbers never reach an order. */
export const paymentMethodId = z
  .string()
  .regex(/^pm_[A-Za-z0-9_-]{8,100}$/, "Enter the card again.");

/** A Stripe PaymentIntent, confirmed in the browser by Stripe.js. */
export const paymentIntentId = z
  .string()
  .regex(/^pi_[A-Za-z0-9]{8,100}$/, "Pay again.");

/**
 * Which provider takes the card, told to checkout with the fare it shows:
 * "test" shows our card fields, "stripe" Stripe's Payment Element.
 */
export const paymentSetupSchema = z.object({
  provider: z.enum(["test", "stripe"]),
  /** Stripe's publishable key (never the secret one): Stripe.js needs it. */
  publishable_key: z.string().optional(),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;

/** The test provider turns these card details into a payment method. */
export const cardRequestSchema = z.strictObject({
  number: z
    .string({ error: CARD_MESSAGES.number.required })
    .superRefine(ruleCheck(cardNumberProblem, CARD_MESSAGES.number)),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z
    .string({ error: CARD_MESSAGES.cvc.required })
    .trim()
    .superRefine(ruleCheck(cvcProblem, CARD_MESSAGES.cvc)),
  name: visibleText(CARD_MESSAGES.name.required)
    .trim()
    .superRefine(ruleCheck(cardNameProblem, CARD_MESSAGES.name)),
});
export type CardRequest = z.infer<typeof cardRequestSchema>;

/** What is kept of a card: never the number. */
export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const paymentMethodAnswerSchema = cardSummarySchema.extend({
  payment_method: paymentMethodId,
  /** The built-in test provider: "test payment", no real card is charged. */
  test: z.boolean(),
});
export type PaymentMethodAnswer = z.infer<typeof paymentMethodAnswerSchema>;

/**
 * POST /payment/intent (Stripe only), under the Idempotency-Key the order
 * will be placed with: the fare and points as POST /order will name them,
 * so the intent is made for the card part of the same total.
 */
export const paymentIntentRequestSchema = z.strictObject({
  search_session_id: z.string().min(1).max(200),
  offer_id: z.string().min(1).max(200),
  fare_option_id: z.string().min(1).max(200),
  expected_total_cents: z.number().int().min(0),
  points_to_spend: z.number().int().min(0).optional(),
});
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequestSchema>;

/** What Stripe.js needs to show its Payment Element and confirm the card. */
export const paymentIntentAnswerSchema = z.object({
  payment_intent: paymentIntentId,
  client_secret: z.string(),
  publishable_key: z.string(),
  /** The card part of the total, in the order's currency. */
  amount_cents: z.number().int().min(1),
  currency: z.literal("CAD"),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;
