import { z } from "zod";

const pairs = z.record(z.string(), z.unknown());

/**
 * A rule as netlify-redirect-parser returns it with `minimal: true`. Strict,
 * so a field that a later version adds is refused rather than ignored.
 */
export const netlifyRedirectSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  status: z.number().optional(),
  force: z.boolean().optional(),
  query: pairs.optional(),
  conditions: pairs.optional(),
  signed: z.unknown().optional(),
  headers: pairs.optional(),
  rate_limit: z.unknown().optional(),
});

export type NetlifyRedirect = z.infer<typeof netlifyRedirectSchema>;
