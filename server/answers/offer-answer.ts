import { z } from "zod";
import type {
  Carrier,
  FareOption,
  Offer,
  PriceBreakdown,
  Slice,
} from "../../domain/offers/offer";

// The fares' shapes as the API sends them (domain/offers/offer.ts). Each is
// typed against its interface, so the two cannot drift.

const cents = z.number().int();

export const priceAnswer: z.ZodType<PriceBreakdown> = z.object({
  currency: z.literal("CAD"),
  base_cents: cents,
  taxes: z.array(
    z.object({ code: z.string(), name: z.string(), amount_cents: cents }),
  ),
  total_cents: cents,
  travellers: z.number().int(),
});

const carrier: z.ZodType<Carrier> = z.object({
  code: z.string(),
  name: z.string(),
});

const flightEnd = z.object({
  iata: z.string(),
  city: z.string(),
  at: z.string(),
});

const slice: z.ZodType<Slice> = z.object({
  id: z.string(),
  segments: z.array(
    z.object({
      carrier,
      flight_number: z.string(),
      from: flightEnd,
      to: flightEnd,
      duration_minutes: z.number().int(),
    }),
  ),
  connections: z.array(
    z.object({ iata: z.string(), city: z.string(), minutes: z.number().int() }),
  ),
  duration_minutes: z.number().int(),
});

export const fareOptionAnswer: z.ZodType<FareOption> = z.object({
  id: z.string(),
  name: z.enum(["basic", "standard", "flexible"]),
  baggage: z.object({ carry_on: z.number().int(), checked: z.number().int() }),
  seat_choice: z.enum(["none", "paid", "included"]),
  changes: z.object({ allowed: z.boolean(), fee_cents: cents }),
  refund: z.enum(["none", "credit", "full"]),
  price: priceAnswer,
  points: z.number().int(),
  seats_left: z.number().int(),
});

export const offerAnswer: z.ZodType<Offer> = z.object({
  id: z.string(),
  owner: carrier,
  slices: z.array(slice),
  fare_options: z.array(fareOptionAnswer),
  expires_at: z.string(),
});
