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
  // Each field's pair slots, worked out once for both passes below; plain
  // loops, as this runs once while the page's code is still cold.
  const starts = new Uint32Array(fields.length + 1);
  fields.forEach((value, field) => {
    const pairs = value.trim() ? value.length - 1 : 0;
    starts[field + 1] = starts[field]! + Math.max(0, pairs);
  });
  const slots = new Uint16Array(starts[fields.length]!);
  fields.forEach((value, field) => {
    for (let at = starts[field]!; at < starts[field + 1]!; at += 1) {
      const offset = at - starts[field]!;
      const slot = slotOf(
        value.charCodeAt(offset),
        value.charCodeAt(offset + 1),
      );
      slots[at] = slot;
    }
  });

  // Count each slot once per airport, then fill the lists in place.
  const lastSeen = new Int32Array(SLOTS).fill(-1);
  const offsets = new Uint32Array(SLOTS + 1);
  for (let field = 0; field < fields.length; field += 1) {
    const position = Math.floor(field / keyCount);
    for (let at = starts[field]!; at < starts[field + 1]!; at += 1) {
      const slot = slots[at]!;
      if (lastSeen[slot] === position) continue;
      lastSeen[slot] = position;
      offsets[slot + 1]! += 1;
    }
  }
  for (let slot = 0; slot < SLOTS; slot += 1) {
    offsets[slot + 1]! += offsets[slot]!;
  }
  const positions = new Uint32Array(offsets[SLOTS]!);
  const masks = new Uint8Array(offsets[SLOTS]!);
  const next = offsets.slice(0, SLOTS);
  lastSeen.fill(-1);
  for (let field = 0; field < fields.length; field += 1) {
    const position = Math.floor(field / keyCount);
    const bit = 1 << (field - position * keyCount);
    for (let at = starts[field]!; at < starts[field + 1]!; at += 1) {
      const slot = slots[at]!;
      if (lastSeen[slot] !== position) {
        lastSeen[slot] = position;
        positions[next[slot]!] = position;
        next[slot]! += 1;
      }
      masks[next[slot]! - 1]! |= bit;
    }
  }
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

/** How many airports have this pair of characters (or share its slot). */
export function pairFrequency(index: BigramIndex, pair: string): number {
  const slot = slotOf(pair.charCodeAt(0), pair.charCodeAt(1));
  return index.offsets[slot + 1]! - index.offsets[slot]!;
}
