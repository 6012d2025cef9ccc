import Fuse, { type IFuseOptions } from "fuse.js";
import type { Airport } from "../../../domain/airports/airport";
import { pairFrequency, type BigramIndex } from "./bigram-index";

/**
 * A test of whether a field may be within `errors` edits of the text cut
 * into these pieces: each edit breaks at most two of the text's pairs of
 * adjacent characters, so the field must have all but 2 × errors of them.
 * (The candidates already hold all but `errors` of the pieces.)
 */
const closeEnough = (
  index: BigramIndex,
  pieces: readonly string[],
  errors: number,
) => {
  const text = pieces.join("");
  // Rarest first: most fields lack them, and are turned down soonest.
  const pairs = Array.from({ length: text.length - 1 }, (_, at) =>
    text.slice(at, at + 2),
  ).sort((a, b) => pairFrequency(index, a) - pairFrequency(index, b));
  return (value: string) => {
    let missing = 0;
    for (const pair of pairs) {
      if (!value.includes(pair) && ++missing > 2 * errors) return false;
    }
    return true;
  };
};

/**
 * fuse.js's own score of a field that does not hold the whole pattern, or
 * undefined where it does not match. Only fields that may be close enough to
 * some group of pieces (one per 32-character chunk) run bitap; repeated texts
 * (a country, a region) are scored once per query.
 */
export function createFuzzyScorer(
  index: BigramIndex,
  pattern: string,
  groups: readonly (readonly string[])[],
  errors: number,
  options: IFuseOptions<Airport>,
) {
  const tests = groups.map((pieces) => closeEnough(index, pieces, errors));
  const known = new Map<string, number | undefined>();
  return (value: string): number | undefined => {
    if (known.has(value)) return known.get(value);
    let score: number | undefined;
    if (tests.some((test) => test(value))) {
      const result = Fuse.match(pattern, value, options);
      if (result.isMatch) score = result.score;
    }
    known.set(value, score);
    return score;
  };
}
