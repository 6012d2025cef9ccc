/** A fresh key for one redemption; its retries send the same key again. */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; pages on plain http (not localhost)
  // get the same 128 random bits written out by hand.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}
