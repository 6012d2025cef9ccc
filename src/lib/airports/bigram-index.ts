/**
 * For each pair of adjacent characters, the airports having it in a searched
 * field, with a bit mask of those fields: any text found exactly in a field
 * has all its pairs there, so the rarest pair's airports are the only
 * candidates. Pairs share 16,384 slots; two pairs sharing one only add
 * candidates (checked later), never lose any.
 */
export interface BigramIndex {
  /** Airport positions per slot, ascending, from offsets[slot] to offsets[slot + 1]. */
  positions: Uint32Array;
  /** Beside each position: bit k set when field k holds the pair. */
  masks: Uint8Array;
  offsets: Uint32Array;
}

const SLOTS = 1 << 14;

// Distinct for every pair of characters below U+007D.
const slotOf = (first: number, second: number) =>
  (first * 131 + second) % SLOTS;

/**
 * Indexes fields[position * keyCount + key] (lowercase). Blank fields are
 * left out, as fuse.js leaves them out of its index.
 */
export function createBigramIndex(
  fields: readonly string[],
  keyCount: number,
): BigramIndex {
  const lastSeen = new Int32Array(SLOTS).fill(-1);
  const offsets = new Uint32Array(SLOTS + 1);
  // Two passes: count each slot once per airport, then fill in place.
  const visit = (
    each: (slot: number, position: number, key: number) => void,
  ) => {
    lastSeen.fill(-1);
    fields.forEach((value, field) => {
      if (!value.trim()) return;
      const position = Math.floor(field / keyCount);
      let previous = value.charCodeAt(0);
      for (let at = 1; at < value.length; at += 1) {
        const code = value.charCodeAt(at);
        each(slotOf(previous, code), position, field - position * keyCount);
        previous = code;
      }
    });
  };
  visit((slot, position) => {
    if (lastSeen[slot] === position) return;
    lastSeen[slot] = position;
    offsets[slot + 1]! += 1;
  });
  for (let slot = 0; slot < SLOTS; slot += 1) {
    offsets[slot + 1]! += offsets[slot]!;
  }
  const positions = new Uint32Array(offsets[SLOTS]!);
  const masks = new Uint8Array(offsets[SLOTS]!);
  const next = offsets.slice(0, SLOTS);
  visit((slot, position, key) => {
    if (lastSeen[slot] !== position) {
      lastSeen[slot] = position;
      positions[next[slot]!] = position;
      next[slot]! += 1;
    }
    masks[next[slot]! - 1]! |= 1 << key;
  });
  return { positions, masks, offsets };
}

/** The slot of the text's rarest pair; -1 when some pair occurs nowhere. */
export function rarestSlot(index: BigramIndex, text: string): number {
  let best = -1;
  let bestSize = Infinity;
  for (let at = 1; at < text.length; at += 1) {
    const slot = slotOf(text.charCodeAt(at - 1), text.charCodeAt(at));
    const size = index.offsets[slot + 1]! - index.offsets[slot]!;
    if (size === 0) return -1;
    if (size < bestSize) [best, bestSize] = [slot, size];
  }
  return best;
}
