import { z } from "zod";
import { MAX_TRAVELLERS } from "../trips/travellers";
import { parseIsoDate } from "../trips/trip-dates";
import type { Offer } from "./offer";
import { visibleText } from "../text/visible-text";

// POST /search-session and GET /search-session/{id}: the API validates with
// these schemas; the site types its calls from them (type-only imports).

export const iataCode = z
  .string({ error: "Choose an airport." })
  .regex(/^[A-Z]{3}$/, "Use a three-letter airport code, like YYZ.");

export const isoDate = z
  .string({ error: "Choose a date." })
  .refine(
    (text) => parseIsoDate(text) !== undefined,
    "Use a real date, YYYY-MM-DD.",
  );

/** The trip a search session prices (the /search parameters). */
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
    if (trip.departure === trip.arrival) {
      context.addIssue({
        code: "custom",
        path: ["arrival"],
        message: "Choose an arrival airport other than the departure.",
      });
    }
    if (trip.adults + trip.children > MAX_TRAVELLERS) {
      context.addIssue({
        code: "custom",
        path: ["children"],
        message: `At most ${MAX_TRAVELLERS} travellers in all.`,
      });
    }
    if (trip.arrivalDate && trip.arrivalDate < trip.departureDate) {
      context.addIssue({
        code: "custom",
        path: ["arrivalDate"],
        message: "The return can't be before the departure.",
      });
    }
  });
export type TripRequest = z.infer<typeof tripRequestSchema>;

export type SearchSessionStatus = "pending" | "complete" | "expired";

/** The lowest all-in price on nearby dates (the flexible-dates strip). */
export interface DatePrice {
  departureDate: string;
  arrivalDate?: string;
  /** null when nothing flies then. */
  lowest_total_cents: number | null;
}

/** POST /search-session */
export interface SearchSessionCreated {
  sessionId: string;
}

/** GET /search-session/{id} (an expired session answers 410 with a message). */
export interface SearchSessionAnswer {
  sessionId: string;
  status: SearchSessionStatus;
  trip: TripRequest;
  /** Empty while pending. */
  offers: Offer[];
  /** ±3 days around the chosen dates; empty while pending. */
  calendar: DatePrice[];
  expires_at: string;
  /** The fare source; demo fares are labelled as such on every screen. */
  source: { id: string; demo: boolean };
}
