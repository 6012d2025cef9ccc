import { z } from "zod";
import {
  fareOptionSchema,
  offerSchema,
  priceBreakdownSchema,
} from "../offers/offer";
import { isoDate, sessionIdSchema } from "../offers/search-session-contract";
import {
  cardSummarySchema,
  paymentMethodId,
} from "../payments/payment-contract";
import { ruleCheck } from "../rule-check";
import { PASSENGER_TYPES } from "./passenger-age";
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

/** POST /order, under an Idempotency-Key header. */
export const orderRequestSchema = z.strictObject({
  search_session_id: sessionIdSchema,
  offer_id: z.string().min(1).max(200),
  fare_option_id: z.string().min(1).max(200),
  passengers: z.array(passengerSchema).min(1).max(9),
  contact: contactSchema,
  /** A token from POST /payment/card. */
  payment_method: paymentMethodId,
  /** The total the traveller saw; a different current price answers 409. */
  expected_total_cents: z.number().int().min(0),
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

/** GET /order/{session_id} and a successful POST /order. */
export const orderAnswerSchema = z.object({
  /** The order's own id: the {session_id} in /order/{session_id}. */
  session_id: z.string(),
  status: z.literal("confirmed"),
  booking_reference: z.string(),
  offer: offerSchema,
  fare_option: fareOptionSchema,
  passengers: z.array(passengerSchema),
  contact: contactSchema,
  price: priceBreakdownSchema,
  payment: cardSummarySchema.extend({ test: z.boolean() }),
  points: orderPointsSchema,
  created_at: z.string(),
  /** Demo fares: no real ticket was issued. */
  demo: z.boolean(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
