import { z } from "zod";
import {
  fareOptionSchema,
  offerSchema,
  priceBreakdownSchema,
} from "../offers/offer";
import { LANGUAGES } from "../languages";
import { isoDate, sessionIdSchema } from "../offers/search-session-contract";
import { paymentIntentId, paymentMethodId } from "../payments/payment-contract";
import { formatPoints } from "../points/points-format";
import { MAXIMUM_REDEMPTION } from "../points/redeem-rules";
import { ruleCheck } from "../rule-check";
import {
  PASSENGER_GENDERS,
  PASSENGER_TITLES,
  PASSENGER_TYPES,
} from "./passenger-age";
import { PASSENGER_MESSAGES } from "./passenger-messages";
import {
  emailProblem,
  passportNameProblem,
  phoneProblem,
} from "./passenger-rules";

// POST /order and GET /order/{session_id}: the API validates and answers
// with these schemas; the site types its calls from them (type-only imports:
// the rules themselves are in passenger-rules.ts).

const passportName = (messages: typeof PASSENGER_MESSAGES.surname) =>
  z
    .string({ error: messages.required })
    .trim()
    .superRefine(ruleCheck(passportNameProblem, messages));

export const passengerSchema = z.strictObject({
  type: z.enum(PASSENGER_TYPES, { error: "Choose adult or child." }),
  given_names: passportName(PASSENGER_MESSAGES.given_names),
  surname: passportName(PASSENGER_MESSAGES.surname),
  /** Checked against the travel date once the trip is known. */
  date_of_birth: isoDate,
  /** As on the passport; asked only where the fare source needs it. */
  gender: z.enum(PASSENGER_GENDERS, { error: "Choose F or M." }).optional(),
  /** Asked only where the fare source needs it. */
  title: z.enum(PASSENGER_TITLES, { error: "Choose a title." }).optional(),
});
export type Passenger = z.infer<typeof passengerSchema>;

export const contactSchema = z.strictObject({
  email: z
    .string({ error: PASSENGER_MESSAGES.email.required })
    .superRefine(ruleCheck(emailProblem, PASSENGER_MESSAGES.email)),
  phone: z
    .string({ error: PASSENGER_MESSAGES.phone.required })
    .trim()
    .superRefine(ruleCheck(phoneProblem, PASSENGER_MESSAGES.phone)),
});
export type Contact = z.infer<typeof contactSchema>;

const wholePoints = "Enter a whole number of points.";

/** POST /order, under an Idempotency-Key header. */
export const orderRequestSchema = z.strictObject({
  search_session_id: sessionIdSchema,
  offer_id: z.string().min(1).max(200),
  fare_option_id: z.string().min(1).max(200),
  passengers: z.array(passengerSchema).min(1).max(9),
  contact: contactSchema,
  /** A token from POST /payment/card; left out when points pay it all. */
  payment_method: paymentMethodId.optional(),
  /**
   * With Stripe, in place of payment_method: the intent from POST
   * /payment/intent, confirmed in the browser (card data never reaches us).
   */
  payment_intent: paymentIntentId.optional(),
  /** The total the traveller saw; a different current price answers 409. */
  expected_total_cents: z.number().int().min(0),
  /**
   * Points toward the total, signed in (absent: none). Optional rather than
   * defaulted, so a request without it hashes as it always did and its
   * Idempotency-Key still matches.
   */
  points_to_spend: z
    .number({ error: wholePoints })
    .int(wholePoints)
    .min(0, wholePoints)
    .max(MAXIMUM_REDEMPTION, {
      error: () =>
        `Spend at most ${formatPoints(MAXIMUM_REDEMPTION)} points at a time.`,
    })
    .optional(),
  /**
   * The page language the order is placed from: its confirmation is written
   * in it. Optional (absent: the Accept-Language header, else English), so
   * older clients and their Idempotency-Keys work as before.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** 409 from POST /order: the price changed; nothing was charged. */
export const priceChangedAnswerSchema = z.object({
  message: z.string(),
  price: priceBreakdownSchema,
  points: z.number().int(),
});
export type PriceChangedAnswer = z.infer<typeof priceChangedAnswerSchema>;

export const orderPointsSchema = z.object({
  /** 0 for an anonymous order. */
  earned: z.number().int(),
  status: z.enum(["pending", "available", "none"]),
  /** "YYYY-MM-DD", when pending. */
  available_on: z.string().nullable(),
});
export type OrderPoints = z.infer<typeof orderPointsSchema>;

/** Where an order is: booked and paid, still under way, or ended unbooked. */
export const ORDER_STATUSES = ["processing", "confirmed", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The money: held (authorized), taken (captured), released (voided) or
 * given back (refunded); pending until the hold is answered. Points spent
 * on the order follow the same steps.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "authorized",
  "captured",
  "voided",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a failed order ended unbooked; nothing was charged in each case. */
export const ORDER_FAILURES = [
  "declined",
  "booking_refused",
  "capture_failed",
  "gave_up",
] as const;
export type OrderFailure = (typeof ORDER_FAILURES)[number];

export const orderPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** Null when points pay the whole total. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  test: z.boolean(),
  /** What the card pays (held, then captured), in CAD cents. */
  card_cents: z.number().int().min(0),
  /** Points spent on the order, and what they paid in CAD cents. */
  points_spent: z.number().int().min(0),
  points_cents: z.number().int().min(0),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * A checkout field an order's failure concerns, named as the checkout names
 * its fields (e.g. "passengers.1.date_of_birth", "contact.phone").
 */
export const orderFieldSchema = z
  .string()
  .regex(
    /^(passengers\.[0-8]\.(given_names|surname|date_of_birth|gender|title)|contact\.(email|phone))$/,
  );
export type OrderField = z.infer<typeof orderFieldSchema>;

/** GET /order/{session_id} and POST /order once the order is written. */
export const orderAnswerSchema = z.object({
  /** The order's own id: the {session_id} in /order/{session_id}. */
  session_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /**
   * Why a failed order failed, in words for the traveller (a supplier's own
   * never reach the browser), and the field the airline refused, if named.
   */
  failure: z
    .object({
      reason: z.enum(ORDER_FAILURES),
      message: z.string(),
      field: orderFieldSchema.optional(),
    })
    .nullable(),
  /** Null until the fare is booked, and for an order that was not. */
  booking_reference: z.string().nullable(),
  offer: offerSchema,
  fare_option: fareOptionSchema,
  passengers: z.array(passengerSchema),
  contact: contactSchema,
  price: priceBreakdownSchema,
  payment: orderPaymentSchema,
  points: orderPointsSchema,
  created_at: z.string(),
  /** Demo fares: no real ticket was issued. */
  demo: z.boolean(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
