import { z } from "zod";
import type { Airport } from "../../domain/airports/airport";

export const airportAnswer: z.ZodType<Airport> = z.object({
  iata: z.string(),
  city: z.string(),
  name: z.string(),
  country: z.string(),
  region_name: z.string(),
  category: z.enum(["large", "medium", "small"]),
  rank: z.number().int(),
});
