/**
 * A stable 32-bit hash of a text: FNV-1a, then murmur3's finaliser so that
 * every bit (the low ones too) depends on every character. Pure, so the e2e
 * tests and the server agree on it.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A short, stable id for a text, e.g. "off_3kx9a1c0b2f". */
export function stableId(prefix: string, text: string): string {
  const high = hashText(text).toString(36).padStart(7, "0");
  const low = hashText(`${text}#`).toString(36).padStart(7, "0");
  return `${prefix}_${high}${low}`;
}
