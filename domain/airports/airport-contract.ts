import { z } from "zod";

// POST /airport (SPEC §3, §7): the API validates and answers with these
// schemas; the site types its calls from them (type-only imports).

/** A text to match; empty asks for every airport. */
export const airportRequestSchema = z.strictObject({
  text: z.string().max(100),
});
export type AirportRequest = z.infer<typeof airportRequestSchema>;

/** SPEC §3: an airport's size class, from OurAirports' type. */
export const airportCategorySchema = z.enum(["large", "medium", "small"]);
export type AirportCategory = z.infer<typeof airportCategorySchema>;

/** An airport as POST /api/airport answers it (SPEC §3). */
export const airportSchema = z.object({
  iata: z.string(),
  city: z.string(),
  name: z.string(),
  country: z.string(),
  region_name: z.string(),
  category: airportCategorySchema,
  rank: z.number().int(),
});
export type Airport = z.infer<typeof airportSchema>;
