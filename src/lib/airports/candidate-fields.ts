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
 * Finds the fields that may hold, for some group of pieces (one group per
 * 32-character chunk of the pattern), all but `errors` of them intact: those
 * having each such piece's rarest pair. Scratch arrays are kept between
 * queries, so typing allocates little.
 */
export function createCandidateFinder(
  index: BigramIndex,
  airportCount: number,
  keyCount: number,
) {
  const counts = new Uint8Array(airportCount * keyCount);
  const countStamps = new Uint32Array(airportCount);
  const foundStamps = new Uint32Array(airportCount);
  const touched = new Uint32Array(airportCount);
  const positions = new Uint32Array(airportCount);
  const masksByPosition = new Uint8Array(airportCount);
  const masks = new Uint8Array(airportCount);
  let countStamp = 0;
  let foundStamp = 0;

  /** Counts a group's pieces per field; answers how many airports it touched. */
  const countPieces = (pieces: readonly string[]) => {
    const { offsets, positions: listed, masks: fieldsOf } = index;
    countStamp += 1;
    let count = 0;
    for (const piece of pieces) {
      const slot = rarestSlot(index, piece);
      if (slot < 0) continue;
      const end = offsets[slot + 1]!;
      for (let at = offsets[slot]!; at < end; at += 1) {
        const position = listed[at]!;
        const first = position * keyCount;
        if (countStamps[position] !== countStamp) {
          countStamps[position] = countStamp;
          for (let key = 0; key < keyCount; key += 1) counts[first + key] = 0;
          touched[count++] = position;
        }
        // Each field holding the pair: the mask's set bits, lowest first.
        for (let mask = fieldsOf[at]!; mask !== 0; mask &= mask - 1) {
          counts[first + 31 - Math.clz32(mask & -mask)]! += 1;
        }
      }
    }
    return count;
  };

  return (
    groups: readonly (readonly string[])[],
    errors: number,
  ): Candidates => {
    const only = groups.length === 1 ? groups[0]! : [];
    if (only.length === 1) {
      // One piece (no error allowed): the rarest pair's list as it stands.
      const slot = rarestSlot(index, only[0]!);
      if (slot < 0) return NONE;
      const { offsets } = index;
      const [start, end] = [offsets[slot]!, offsets[slot + 1]!];
      return { positions: index.positions, masks: index.masks, start, end };
    }
    foundStamp += 1;
    let found = 0;
    for (const pieces of groups) {
      const need = pieces.length - errors;
      const count = countPieces(pieces);
      for (let at = 0; at < count; at += 1) {
        const position = touched[at]!;
        let mask = 0;
        for (let key = 0; key < keyCount; key += 1) {
          if (counts[position * keyCount + key]! >= need) mask |= 1 << key;
        }
        if (mask === 0) continue;
        if (foundStamps[position] !== foundStamp) {
          foundStamps[position] = foundStamp;
          masksByPosition[position] = 0;
          positions[found++] = position;
        }
        masksByPosition[position]! |= mask;
      }
    }
    positions.subarray(0, found).sort();
    for (let at = 0; at < found; at += 1) {
      masks[at] = masksByPosition[positions[at]!]!;
    }
    return { positions, masks, start: 0, end: found };
  };
}
