import { createHash } from "node:crypto";

/** A CSP hash source for an inline script, style or attribute: 'sha256-…'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
