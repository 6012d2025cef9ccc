import Fuse from "fuse.js";
import type { Airport } from "./airport";
import {
  FREE_TEXT_OPTIONS,
  parseAirportQuery,
  SEARCHED_KEYS,
  sortByRank,
} from "./airport-query";

const FREE_TEXT_THRESHOLD = 0.1;
// fuse.js's bitap search takes patterns up to 32 characters.
const BITAP_MAX = 32;
const KEY_WEIGHT = 1 / SEARCHED_KEYS.length;

/** The most errors fuse.js accepts in a pattern of this length (errors / length ≤ threshold). */
export function allowedErrors(patternLength: number): number {
  let errors = 0;
  while ((errors + 1) / patternLength <= FREE_TEXT_THRESHOLD) errors += 1;
  return errors;
}

/**
 * Splits a pattern into 2 × errors + 1 pieces. Each error damages at most one
 * piece, so a match leaves at least errors + 1 pieces intact, and each of
 * them appears exactly in the matching field.
 */
export function patternPieces(pattern: string, errors: number): string[] {
  const count = 2 * errors + 1;
  const size = Math.floor(pattern.length / count);
  return Array.from({ length: count }, (_, piece) =>
    pattern.slice(
      piece * size,
      piece === count - 1 ? undefined : (piece + 1) * size,
    ),
  );
}

/**
 * Airport matching with fuse.js's answers (same set, same order) without
 * scanning every airport with fuse.js on every keystroke: a pattern short
 * enough to allow no error (under 10 characters at threshold 0.1) matches
 * exactly the airports containing it, scored the way fuse.js scores an exact
 * match; a longer one narrows the candidates to airports containing a piece of
 * it, and runs fuse.js's bitap only on their fields that hold a piece but not
 * the whole pattern.
 */
export function createAirportMatcher(airports: readonly Airport[]) {
  const fields = airports.map((airport) =>
    SEARCHED_KEYS.map((key) => airport[key].toLowerCase()),
  );
  // One string per airport; NUL never occurs in a pattern, so a hit is within one field.
  const haystacks = fields.map((values) => values.join("\u0000"));
  const fuseIndex = Fuse.createIndex([...SEARCHED_KEYS], [...airports]);
  const norms = fuseIndex
    .toJSON()
    .records.map(({ $ }) =>
      SEARCHED_KEYS.map(
        (_, key) => ($ as Record<number, { n: number }>)[key]!.n,
      ),
    );
  // fuse.js's factor for an exact match inside a field (score 0.001) and for a
  // whole-field match (score 0, counted as EPSILON), computed once per field.
  const insideFactors = norms.map((row) =>
    row.map((norm) => Math.pow(0.001, KEY_WEIGHT * norm)),
  );
  const wholeFactors = norms.map((row) =>
    row.map((norm) => Math.pow(Number.EPSILON, KEY_WEIGHT * norm)),
  );
  let everything: Fuse<Airport> | undefined;

  /** fuse.js's raw score of each text for the pattern, where it matches. */
  const bitapScores = (texts: Set<string>, pattern: string) => {
    const scores = new Map<string, number>();
    if (texts.size === 0) return scores;
    const fuse = new Fuse([...texts], {
      threshold: FREE_TEXT_THRESHOLD,
      ignoreLocation: true,
      includeScore: true,
      ignoreFieldNorm: true,
    });
    for (const { item, score } of fuse.search(pattern))
      scores.set(item, score!);
    return scores;
  };

  const freeTextMatches = (pattern: string): Airport[] => {
    const errors = allowedErrors(pattern.length);
    const pieces = patternPieces(pattern, errors);
    const mayMatch =
      errors === 0
        ? (text: string) => text.includes(pattern)
        : (text: string) => {
            let intact = 0;
            for (const piece of pieces) {
              if (text.includes(piece) && ++intact > errors) return true;
            }
            return false;
          };
    const candidates: number[] = [];
    const uncertain = new Set<string>();
    haystacks.forEach((haystack, index) => {
      if (!mayMatch(haystack)) return;
      candidates.push(index);
      for (const value of fields[index]!) {
        if (!value.includes(pattern) && errors > 0 && mayMatch(value)) {
          uncertain.add(value);
        }
      }
    });
    const fuzzy = bitapScores(uncertain, pattern);

    // Scored as fuse.js does: per matching field, 0 for the whole field
    // (counted as EPSILON), 0.001 for an exact match inside it, else the bitap
    // score; each raised to the key weight times the field's length norm.
    const scored: { index: number; score: number }[] = [];
    for (const index of candidates) {
      let score = 1;
      let matched = false;
      fields[index]!.forEach((value, key) => {
        let factor: number | undefined;
        if (value === pattern) factor = wholeFactors[index]![key];
        else if (value.includes(pattern)) factor = insideFactors[index]![key];
        else {
          const bitap = fuzzy.get(value);
          if (bitap !== undefined) {
            factor = Math.pow(bitap, KEY_WEIGHT * norms[index]![key]!);
          }
        }
        if (factor === undefined) return;
        matched = true;
        score *= factor;
      });
      if (matched) scored.push({ index, score });
    }
    scored.sort((a, b) => a.score - b.score || a.index - b.index);
    return scored.map(({ index }) => airports[index]!);
  };

  return (text: string): Airport[] => {
    const query = parseAirportQuery(text);
    if (!query) return [];
    const pattern = query.pattern.toLowerCase();
    if (query.kind === "code") {
      // fuse.js at threshold 0 on the code: the codes containing the pattern.
      return sortByRank(
        airports.filter((airport) =>
          airport.iata.toLowerCase().includes(pattern),
        ),
      );
    }
    if (pattern.length > BITAP_MAX || pattern.includes("\u0000")) {
      everything ??= new Fuse(airports, FREE_TEXT_OPTIONS, fuseIndex);
      return sortByRank(everything.search(pattern).map(({ item }) => item));
    }
    return sortByRank(freeTextMatches(pattern));
  };
}
