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
 * Splits a pattern into errors + 1 pieces: a match with that many errors
 * leaves at least one piece intact, so it appears exactly in the text.
 */
export function patternPieces(pattern: string, errors: number): string[] {
  const count = errors + 1;
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
 * match; a longer one narrows the candidates to those containing a piece of
 * it before fuse.js runs on them.
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
  let everything: Fuse<Airport> | undefined;
  const fuseOver = (items: readonly Airport[]) =>
    new Fuse(items, FREE_TEXT_OPTIONS);

  const exactMatches = (pattern: string): Airport[] => {
    const scored: { index: number; score: number }[] = [];
    haystacks.forEach((haystack, index) => {
      if (!haystack.includes(pattern)) return;
      let score = 1;
      let matched = false;
      fields[index]!.forEach((value, key) => {
        if (!value.includes(pattern)) return;
        matched = true;
        // fuse.js scores a whole-field match 0 (counted as EPSILON) and any
        // other exact match 0.001, then weighs each field by its length norm.
        const fieldScore = value === pattern ? Number.EPSILON : 0.001;
        score *= Math.pow(fieldScore, KEY_WEIGHT * norms[index]![key]!);
      });
      if (matched) scored.push({ index, score });
    });
    scored.sort((a, b) => a.score - b.score || a.index - b.index);
    return scored.map(({ index }) => airports[index]!);
  };

  const fuzzyMatches = (pattern: string): Airport[] => {
    const errors = allowedErrors(pattern.length);
    if (pattern.length > BITAP_MAX) {
      everything ??= new Fuse(airports, FREE_TEXT_OPTIONS, fuseIndex);
      return everything.search(pattern).map(({ item }) => item);
    }
    const pieces = patternPieces(pattern, errors);
    const candidates = airports.filter((_, index) =>
      pieces.some((piece) => haystacks[index]!.includes(piece)),
    );
    return fuseOver(candidates)
      .search(pattern)
      .map(({ item }) => item);
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
    if (pattern.includes("\u0000")) {
      return sortByRank(
        fuseOver(airports)
          .search(query.pattern)
          .map(({ item }) => item),
      );
    }
    const matches =
      allowedErrors(pattern.length) === 0
        ? exactMatches(pattern)
        : fuzzyMatches(pattern);
    return sortByRank(matches);
  };
}
