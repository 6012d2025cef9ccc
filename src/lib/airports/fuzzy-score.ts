import Fuse from "fuse.js";
import { FREE_TEXT_OPTIONS } from "./airport-query";

/**
 * fuse.js's own bitap score of a field for a pattern allowing errors, or
 * undefined where it does not match. Fields keeping fewer than `need` pieces
 * intact cannot match and skip bitap; repeated texts (a country, a region)
 * are scored once per query.
 */
export function createFuzzyScorer(
  pattern: string,
  pieces: readonly string[],
  need: number,
) {
  const known = new Map<string, number | undefined>();
  return (value: string): number | undefined => {
    if (known.has(value)) return known.get(value);
    let intact = 0;
    for (const piece of pieces) if (value.includes(piece)) intact += 1;
    let score: number | undefined;
    if (intact >= need) {
      const result = Fuse.match(pattern, value, FREE_TEXT_OPTIONS);
      if (result.isMatch) score = result.score;
    }
    known.set(value, score);
    return score;
  };
}
