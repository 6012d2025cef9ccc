import { z } from "zod";
import type { FareOption, Offer, PriceBreakdown } from "../offers/offer";
import { isoDate } from "../offers/search-session-contract";
import { ruleCheck } from "../rule-check";
import { visibleText } from "../text/visible-text";
import { PASSENGER_TYPES } from "./passenger-age";
import { PASSENGER_MESSAGES } from "./passenger-messages";
import {
  emailProblem,
  passportNameProblem,
  phoneProblem,
} from "./passenger-rules";

// POST /order and GET /order/{session_id}; POST /payment/card. The API
// validates with these schemas; the site types its calls from them.

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
  search_session_id: z.uuid({ error: "Search again: this search is unknown." }),
  offer_id: z.string().min(1).max(200),
  fare_option_id: z.string().min(1).max(200),
  passengers: z.array(passengerSchema).min(1).max(9),
  contact: contactSchema,
  /** A token from POST /payment/card; card numbers never reach an order. */
  payment_method: z
    .string()
    .regex(/^pm_[A-Za-z0-9_-]{8,100}$/, "Enter the card again."),
  /** The total the traveller saw; a different current price answers 409. */
  expected_total_cents: z.number().int().min(0),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** POST /payment/card: the test provider turns card details into a token. */
export const cardRequestSchema = z.strictObject({
  number: z.string().regex(/^[0-9 ]{12,23}$/, "Enter the card number."),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z
    .string()
    .regex(/^[0-9]{3,4}$/, "Enter the 3 or 4 digits on the back of the card."),
  name: visibleText()
    .trim()
    .min(1, "Enter the name on the card.")
    .max(100, "The name on the card is at most 100 characters."),
});
export type CardRequest = z.infer<typeof cardRequestSchema>;

/** What is kept of a card: never the number. */
export interface CardSummary {
  brand: string;
  last4: string;
}

export interface PaymentMethodAnswer extends CardSummary {
  payment_method: string;
  /** The built-in test provider: "test payment", no real card is charged. */
  test: boolean;
}

/** 409 from POST /order: the price changed; nothing was charged. */
export interface PriceChangedAnswer {
  message: string;
  price: PriceBreakdown;
  points: number;
}

export interface OrderPoints {
  /** 0 for an anonymous order. */
  earned: number;
  status: "pending" | "available" | "none";
  /** "YYYY-MM-DD", when pending. */
  available_on: string | null;
}

/** GET /order/{session_id} and a successful POST /order. */
export interface OrderAnswer {
  /** The order's own id: the {session_id} in /order/{session_id}. */
  session_id: string;
  status: "confirmed";
  booking_reference: string;
  offer: Offer;
  fare_option: FareOption;
  passengers: Passenger[];
  contact: Contact;
  price: PriceBreakdown;
  payment: CardSummary & { test: boolean };
  points: OrderPoints;
  created_at: string;
  /** Demo fares: no real ticket was issued. */
  demo: boolean;
}
