import { rarestSlot, type BigramIndex } from "./bigram-index";

/** Positions (ascending) with a bit mask of the fields that may match. */
export interface Candidates {
  positions: ArrayLike<number>;
  masks: ArrayLike<number>;
  start: number;
  end: number;
}

const NONE: Candidates = { positions: [], masks: [], start: 0, end: 0 };

/**
 * Finds the fields that may hold at least `need` of the pattern's pieces
 * intact: those having each such piece's rarest pair. Scratch arrays are kept
 * between queries, so typing allocates little.
 */
export function createCandidateFinder(
  index: BigramIndex,
  airportCount: number,
  keyCount: number,
) {
  const counts = new Uint8Array(airportCount * keyCount);
  const stamps = new Uint32Array(airportCount);
  const touched = new Uint32Array(airportCount);
  const positions = new Uint32Array(airportCount);
  const masks = new Uint8Array(airportCount);
  let stamp = 0;

  return (pieces: readonly string[], need: number): Candidates => {
    if (pieces.length === 1) {
      // One piece (no error allowed): the rarest pair's list as it stands.
      const slot = rarestSlot(index, pieces[0]!);
      if (slot < 0) return NONE;
      const { offsets } = index;
      const [start, end] = [offsets[slot]!, offsets[slot + 1]!];
      return { positions: index.positions, masks: index.masks, start, end };
    }
    stamp += 1;
    let count = 0;
    for (const piece of pieces) {
      const slot = rarestSlot(index, piece);
      if (slot < 0) continue;
      for (let at = index.offsets[slot]!; at < index.offsets[slot + 1]!; at++) {
        const position = index.positions[at]!;
        const first = position * keyCount;
        if (stamps[position] !== stamp) {
          stamps[position] = stamp;
          counts.fill(0, first, first + keyCount);
          touched[count++] = position;
        }
        const mask = index.masks[at]!;
        for (let key = 0; key < keyCount; key += 1) {
          if (mask & (1 << key)) counts[first + key]! += 1;
        }
      }
    }
    let found = 0;
    for (const position of touched.subarray(0, count).sort()) {
      let mask = 0;
      for (let key = 0; key < keyCount; key += 1) {
        if (counts[position * keyCount + key]! >= need) mask |= 1 << key;
      }
      if (mask === 0) continue;
      positions[found] = position;
      masks[found++] = mask;
    }
    return { positions, masks, start: 0, end: found };
  };
}
