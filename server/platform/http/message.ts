import { z } from "zod";

/** Every failure's body: a sentence for people; on bad input, the fields at fault. */
export const messageAnswer = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** A success's body. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ data });

/** An answer without a body (204, 302, 304). */
export const noBody = (description: string) => z.null().describe(description);
