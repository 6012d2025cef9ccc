import { z } from "zod";

/** Editor-written text: trimmed, never empty, and capped per field. */
export const text = (max: number) => z.string().trim().min(1).max(max);
