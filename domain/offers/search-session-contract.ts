import { z } from "zod";
import { MAX_TRAVELLERS, travellersProblem } from "../trips/travellers";
import { parseIsoDate } from "../trips/trip-dates";
import {
  airportPairProblem,
  returnDateProblem,
  type TripProblem,
} from "../trips/trip-rules";
import { fareOptionSchema, offerSchema } from "./offer";
import { SESSION_ID_PATTERN } from "./session-id";
import { visibleText } from "../text/visible-text";
import { IATA_CODE_PATTERN } from "../airports/iata-code";
import { PASSENGER_FIELDS } from "../orders/passenger-age";
import { paymentSetupSchema } from "../payments/payment-contract";

// POST /search-session, GET /search-session/{id} and one of its offers: the
// API validates with these schemas; the site types its calls from them
// (type-only imports).

/** A search session's id, as the API makes it (session-id.ts). */
export const sessionIdSchema = z
  .string()
  .regex(SESSION_ID_PATTERN, "Search again: this search is unknown.");

export const iataCode = z
  .string({ error: "Choose an airport." })
  .regex(IATA_CODE_PATTERN, "Use a three-letter airport code, like YYZ.");

export const isoDate = z
  .string({ error: "Choose a date." })
  .refine(
    (text) => parseIsoDate(text) !== undefined,
    "Use a real date, YYYY-MM-DD.",
  );

/** The API's sentence for each trip rule a request breaks. */
const TRIP_PROBLEM_MESSAGES: Readonly<Record<TripProblem, string>> = {
  "same-airport": "Choose an arrival airport other than the departure.",
  "date-before-today": "Choose today or a later date.",
  "return-before-departure": "The return can't be before the departure.",
  "too-many-travellers": `At most ${MAX_TRAVELLERS} travellers in all.`,
};

/** A broken trip rule as a schema issue on its field, in the API's words. */
export const tripIssue = (field: string, problem: TripProblem) => ({
  code: "custom" as const,
  path: [field],
  message: TRIP_PROBLEM_MESSAGES[problem],
});

/**
 * The trip a search session prices (the /search parameters). The API adds
 * what only it knows: the airports exist, no date is before the earliest day.
 */
export const tripRequestSchema = z
  .strictObject({
    departure: iataCode,
    arrival: iataCode,
    departureDate: isoDate,
    /** Absent for a one-way trip. */
    arrivalDate: isoDate.optional(),
    adults: z
      .number({ error: "Enter the number of adults." })
      .int("Enter a whole number of adults.")
      .min(1, "At least 1 adult travels.")
      .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} adults.`),
    children: z
      .number({ error: "Enter the number of children." })
      .int("Enter a whole number of children.")
      .min(0, "Children can't be negative.")
      .max(MAX_TRAVELLERS - 1, `At most ${MAX_TRAVELLERS - 1} children.`),
    campaign: visibleText()
      .max(50, "The campaign is at most 50 characters.")
      .optional(),
  })
  .superRefine((trip, context) => {
    const flag = (field: string, problem: TripProblem | undefined) => {
      if (problem) context.addIssue(tripIssue(field, problem));
    };
    flag("arrival", airportPairProblem(trip.departure, trip.arrival));
    flag("children", travellersProblem(trip.adults, trip.children));
    if (trip.arrivalDate) {
      flag(
        "arrivalDate",
        returnDateProblem(trip.departureDate, trip.arrivalDate),
      );
    }
  });
export type TripRequest = z.infer<typeof tripRequestSchema>;

export const searchSessionStatusSchema = z.enum([
  "pending",
  "complete",
  "expired",
]);
export type SearchSessionStatus = z.infer<typeof searchSessionStatusSchema>;

/** The lowest all-in price on nearby dates (the flexible-dates strip). */
export const datePriceSchema = z.object({
  departureDate: z.string(),
  arrivalDate: z.string().optional(),
  /** null when nothing flies then (or, with `unpriced`, not asked yet). */
  lowest_total_cents: z.number().int().nullable(),
  /**
   * Not priced yet: a supplier that charges a search per date prices the
   * nearby dates only when the traveller asks (POST …/calendar).
   */
  unpriced: z.literal(true).optional(),
});
export type DatePrice = z.infer<typeof datePriceSchema>;

/** POST /search-session/{id}/calendar: the strip with its dates priced. */
export const sessionCalendarAnswerSchema = z.object({
  calendar: z.array(datePriceSchema),
});
export type SessionCalendarAnswer = z.infer<typeof sessionCalendarAnswerSchema>;

/** The fare source; demo fares are labelled as such on every screen. */
const fareSourceSchema = z.object({ id: z.string(), demo: z.boolean() });

/**
 * While a supplier answers in batches (Duffel asks airlines one by one):
 * how many of them have answered so far.
 */
export const searchProgressSchema = z.object({
  answered: z.number().int().min(0),
  asked: z.number().int().min(1),
});
export type SearchProgress = z.infer<typeof searchProgressSchema>;

/** GET /search-session/{id} (an expired session answers 410 with a message). */
export const searchSessionAnswerSchema = z.object({
  sessionId: sessionIdSchema,
  status: searchSessionStatusSchema,
  trip: tripRequestSchema,
  /**
   * Cheapest first. While pending, the offers so far: none, or those of
   * the supplier's batches in already (see `progress`).
   */
  offers: z.array(offerSchema),
  /** While pending, with a supplier that answers in batches. */
  progress: searchProgressSchema.optional(),
  /** ±3 days around the chosen dates; empty while pending. */
  calendar: z.array(datePriceSchema),
  expires_at: z.string(),
  source: fareSourceSchema,
});
export type SearchSessionAnswer = z.infer<typeof searchSessionAnswerSchema>;

/**
 * POST /search-session: the session's id and, when asked with
 * `Prefer: wait=N`, its first answer, as GET /search-session/{id} would
 * give it (one round trip fewer for a search link, decision 0046).
 */
export const searchSessionCreatedSchema = z.object({
  sessionId: sessionIdSchema,
  answer: searchSessionAnswerSchema.optional(),
});
export type SearchSessionCreated = z.infer<typeof searchSessionCreatedSchema>;

/**
 * GET /search-session/{id}/offers/{offerId}?fare={fareOptionId}: the one
 * fare checkout shows, a few KB where the whole session is hundreds.
 */
export const sessionOfferAnswerSchema = z.object({
  sessionId: sessionIdSchema,
  trip: tripRequestSchema,
  offer: offerSchema,
  /** The chosen one of the offer's fare options. */
  fare_option: fareOptionSchema,
  expires_at: z.string(),
  source: fareSourceSchema.extend({
    /** What checkout must also ask of each passenger; absent when nothing. */
    passenger_fields: z.array(z.enum(PASSENGER_FIELDS)).optional(),
  }),
  /** How checkout takes the card (the API's PAYMENT_PROVIDER). */
  payment: paymentSetupSchema,
});
export type SessionOfferAnswer = z.infer<typeof sessionOfferAnswerSchema>;

/** 410: the search (or the fare a booking names) is past its time to live. */
export const searchExpiredSchema = z.object({
  message: z.string(),
  status: z.literal("expired"),
});
