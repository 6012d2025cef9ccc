import { z } from "zod";

/**
 * A fare as suppliers quote it (offer request → offers that expire → order),
 * shared by the API, its fare sources and the site. Money is integer cents.
 * The API answers with these schemas; the site imports only their types.
 */

const cents = z.number().int();

export const currencySchema = z.literal("CAD");
export type Currency = z.infer<typeof currencySchema>;

/** One tax or fee, itemised as Canadian air-price rules ask. */
export const priceItemSchema = z.object({
  /** Stable code the site translates, e.g. "base", "ATSC", "AIF", "GST". */
  code: z.string(),
  /** English name, for logs and the .ics file. */
  name: z.string(),
  amount_cents: cents,
});
export type PriceItem = z.infer<typeof priceItemSchema>;

/** An all-in price for every traveller on the booking. */
export const priceBreakdownSchema = z.object({
  currency: currencySchema,
  base_cents: cents,
  taxes: z.array(priceItemSchema),
  /** base_cents plus every tax and fee, to the cent. */
  total_cents: cents,
  travellers: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const carrierSchema = z.object({
  /** IATA airline designator, e.g. "AC". */
  code: z.string(),
  name: z.string(),
});
export type Carrier = z.infer<typeof carrierSchema>;

export const flightEndSchema = z.object({
  iata: z.string(),
  city: z.string(),
  /** Local time at that airport, "YYYY-MM-DDTHH:mm". */
  at: z.string(),
});
export type FlightEnd = z.infer<typeof flightEndSchema>;

export const segmentSchema = z.object({
  carrier: carrierSchema,
  /** e.g. "AC 113". */
  flight_number: z.string(),
  from: flightEndSchema,
  to: flightEndSchema,
  duration_minutes: z.number().int(),
  /** The airline flying it, when not the one selling it (codeshare). */
  operating_carrier: carrierSchema.optional(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const connectionSchema = z.object({
  iata: z.string(),
  city: z.string(),
  minutes: z.number().int(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** One direction of a trip: outbound, or the return. */
export const sliceSchema = z.object({
  /** Same id for the same flights, so a round trip's two steps can group offers by it. */
  id: z.string(),
  segments: z.array(segmentSchema),
  /** Between segments, in order; empty for a nonstop. */
  connections: z.array(connectionSchema),
  duration_minutes: z.number().int(),
});
export type Slice = z.infer<typeof sliceSchema>;

export const fareNameSchema = z.enum(["basic", "standard", "flexible"]);
export type FareName = z.infer<typeof fareNameSchema>;

/** One of a fare's conditions as the supplier states it. */
export const fareConditionSchema = z.object({
  allowed: z.boolean(),
  /** What the airline keeps or charges for it; null when not stated. */
  penalty_cents: cents.nullable(),
});
export type FareCondition = z.infer<typeof fareConditionSchema>;

/** Change and refund before departure; null when the supplier does not say. */
export const fareConditionsSchema = z.object({
  change_before_departure: fareConditionSchema.nullable(),
  refund_before_departure: fareConditionSchema.nullable(),
});
export type FareConditions = z.infer<typeof fareConditionsSchema>;

export const fareOptionSchema = z.object({
  id: z.string(),
  name: fareNameSchema,
  baggage: z.object({ carry_on: z.number().int(), checked: z.number().int() }),
  seat_choice: z.enum(["none", "paid", "included"]),
  changes: z.object({ allowed: z.boolean(), fee_cents: cents }),
  refund: z.enum(["none", "credit", "full"]),
  price: priceBreakdownSchema,
  /** What a signed-in traveller earns for it (same rules as POST /point/balance). */
  points: z.number().int(),
  seats_left: z.number().int(),
  /** The supplier's own conditions, where it states them (real fares). */
  conditions: fareConditionsSchema.optional(),
});
export type FareOption = z.infer<typeof fareOptionSchema>;

export const offerSchema = z.object({
  id: z.string(),
  /** The carrier selling the offer. */
  owner: carrierSchema,
  /** [outbound] or [outbound, return]. */
  slices: z.array(sliceSchema),
  /** Cheapest first; the offer's price is its first option's. */
  fare_options: z.array(fareOptionSchema),
  /** ISO instant after which the supplier no longer holds the price. */
  expires_at: z.string(),
  /** The flights' CO₂ for every traveller together, in kg, when known. */
  total_emissions_kg: z.number().int().min(0).optional(),
});
export type Offer = z.infer<typeof offerSchema>;
