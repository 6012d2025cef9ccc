import { z } from "zod";
import { LANGUAGES } from "../languages";
import {
  tripRequestSchema,
  type TripRequest,
} from "../offers/search-session-contract";

export type { TripRequest };

// The price alerts' calls (issue #42): watch a trip, list the watches with
// the lowest all-in price seen each day, stop one. Messages are plain
// sentences shown as they are.

/** A traveller watches at most this many trips at once. */
export const MAX_WATCHES = 20;

/**
 * POST /watch: the trip as /search has it (a campaign is not kept), and the
 * page language its alerts are written in (default English).
 */
export const watchRequestSchema = z.strictObject({
  trip: tripRequestSchema,
  language: z.enum(LANGUAGES).optional(),
});
export type WatchRequest = z.infer<typeof watchRequestSchema>;

export const watchedTripSchema = z.object({
  departure: z.string(),
  arrival: z.string(),
  departureDate: z.string(),
  arrivalDate: z.string().optional(),
  adults: z.number().int(),
  children: z.number().int(),
});
export type WatchedTrip = z.infer<typeof watchedTripSchema>;

/** The lowest all-in price of the trip on one day it was priced (CAD cents). */
export const watchDaySchema = z.object({
  day: z.string(),
  lowest_total_cents: z.number().int(),
});

export const watchSchema = z.object({
  id: z.uuid(),
  trip: watchedTripSchema,
  /** The price the last alert announced (the first pricing counts as one); null before. */
  last_announced_cents: z.number().int().nullable(),
  /** Oldest first, at most the last 60 days. */
  days: z.array(watchDaySchema),
});
export type Watch = z.infer<typeof watchSchema>;

/** GET /watch */
export const watchListSchema = z.array(watchSchema);

/** /watch/:id */
export const watchIdParamsSchema = z.object({ id: z.uuid("Unknown watch.") });

/** /watch/unsubscribe?id=…&token=… (the link in each alert mail). */
export const unsubscribeQuerySchema = z.object({
  id: z.uuid("Unknown watch."),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid."),
});

export const watchLimitMessage = `You already watch ${MAX_WATCHES} trips: stop one to watch another.`;
