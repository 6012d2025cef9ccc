import Fuse, { type IFuseOptions } from "fuse.js";
import type { Airport } from "./airport";

/**
 * Whether a field may be within `errors` edits of the text whose pieces these
 * are: it must keep errors + 1 pieces intact, and (each edit breaking at most
 * two pairs of adjacent characters) all but 2 × errors of the text's pairs.
 */
const mayMatch = (value: string, pieces: readonly string[], errors: number) => {
  let intact = 0;
  for (const piece of pieces) if (value.includes(piece)) intact += 1;
  if (intact <= errors) return false;
  const text = pieces.join("");
  let missing = 0;
  for (let at = 1; at < text.length; at += 1) {
    if (!value.includes(text.slice(at - 1, at + 1)) && ++missing > 2 * errors) {
      return false;
    }
  }
  return true;
};

/**
 * fuse.js's own score of a field that does not hold the whole pattern, or
 * undefined where it does not match. Only fields that may be close enough to
 * some group of pieces (one per 32-character chunk) run bitap; repeated texts
 * (a country, a region) are scored once per query.
 */
export function createFuzzyScorer(
  pattern: string,
  groups: readonly (readonly string[])[],
  need: number,
  options: IFuseOptions<Airport>,
) {
  const known = new Map<string, number | undefined>();
  return (value: string): number | undefined => {
    if (known.has(value)) return known.get(value);
    let score: number | undefined;
    if (groups.some((pieces) => mayMatch(value, pieces, need - 1))) {
      const result = Fuse.match(pattern, value, options);
      if (result.isMatch) score = result.score;
    }
    known.set(value, score);
    return score;
  };
}
