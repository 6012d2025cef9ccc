import { z } from "zod";

/** POST /airport (SPEC §7): a text to match; empty asks for every airport. */
export const airportRequestSchema = z.strictObject({
  text: z.string().max(100),
});

export type AirportRequest = z.infer<typeof airportRequestSchema>;
