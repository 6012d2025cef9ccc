import { z } from "zod";

/** A first or last name: trimmed, 1 to 100 characters, no control characters. */
export const personName = z
  .string()
  .trim()
  .min(1, "Enter a name.")
  .max(100, "Use at most 100 characters.")
  .regex(/^[^\p{Cc}]*$/u, "Remove control characters.");
