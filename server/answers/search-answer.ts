import { z } from "zod";
import type {
  SearchSessionAnswer,
  SearchSessionCreated,
} from "../../domain/offers/search-session-contract";
import { offerAnswer } from "./offer-answer";

export const searchCreatedAnswer: z.ZodType<SearchSessionCreated> = z.object({
  sessionId: z.string(),
});

export const searchSessionAnswer: z.ZodType<SearchSessionAnswer> = z.object({
  sessionId: z.string(),
  status: z.enum(["pending", "complete", "expired"]),
  trip: z.object({
    departure: z.string(),
    arrival: z.string(),
    departureDate: z.string(),
    arrivalDate: z.string().optional(),
    adults: z.number().int(),
    children: z.number().int(),
    campaign: z.string().optional(),
  }),
  offers: z.array(offerAnswer),
  calendar: z.array(
    z.object({
      departureDate: z.string(),
      arrivalDate: z.string().optional(),
      lowest_total_cents: z.number().int().nullable(),
    }),
  ),
  expires_at: z.string(),
  source: z.object({ id: z.string(), demo: z.boolean() }),
});

/** 410: the search (or the fare a booking names) is past its 30 minutes. */
export const expiredAnswer = z.object({
  message: z.string(),
  status: z.literal("expired"),
});
