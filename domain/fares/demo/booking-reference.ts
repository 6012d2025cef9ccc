import { hashText } from "./hash";

// No 0/O or 1/I: references are read out over the phone.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A 6-character airline booking reference, the same for the same key. */
export function bookingReference(idempotencyKey: string): string {
  let reference = "";
  for (let index = 0; reference.length < 6; index += 1) {
    const hash = hashText(`pnr:${index}:${idempotencyKey}`);
    reference += ALPHABET[hash % ALPHABET.length];
  }
  return reference;
}
