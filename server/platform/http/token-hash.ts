import { createHash } from "node:crypto";

/** A token as stored: its sha256 only, so a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
