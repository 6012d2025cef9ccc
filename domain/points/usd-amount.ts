import { z } from "zod";

/** An amount in US dollars, as integer cents: what points are worth. */
export const usdAmountSchema = z.object({
  amount_cents: z.number().int(),
  currency: z.literal("USD"),
});
export type UsdAmount = z.infer<typeof usdAmountSchema>;
