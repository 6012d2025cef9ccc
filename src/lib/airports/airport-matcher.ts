import Fuse from "fuse.js";
import type { Airport } from "./airport";
import {
  CODE_OPTIONS,
  FREE_TEXT_OPTIONS,
  parseAirportQuery,
  SEARCHED_KEYS,
  sortByRank,
} from "./airport-query";
import { createAirportTable, createScoring, KEY_COUNT } from "./airport-table";
import { createCandidateFinder } from "./candidate-fields";
import { allowedErrors, patternPieces } from "./pattern-pieces";
import { rankedMatches } from "./ranked-matches";

// fuse.js's bitap search takes patterns up to 32 characters; past that it
// searches in chunks, left to plain fuse.js here.
const BITAP_MAX = 32;

export type AirportMatcher = (text: string, limit?: number) => Airport[];

/**
 * Airport matching with fuse.js's answers (same set, same order) without
 * scanning every airport on every keystroke: an index of character pairs
 * finds the few airports whose fields may hold the pattern (or, for 10+
 * characters, enough of its pieces to be within the errors allowed), and
 * only those are scored, the way fuse.js scores them. `limit` keeps the
 * first answers only, which spares scoring lower ranks once enough are found.
 */
export function createAirportMatcher(
  airports: readonly Airport[],
): AirportMatcher {
  const table = createAirportTable(airports);
  const findCandidates = createCandidateFinder(
    table.index,
    table.airports.length,
    KEY_COUNT,
  );
  const allKeys = (1 << KEY_COUNT) - 1;
  const freeText = createScoring(table.norms, allKeys, 1 / KEY_COUNT);
  // The code form searches the code only, so with the whole key weight.
  const code = createScoring(
    table.norms,
    1 << SEARCHED_KEYS.indexOf("iata"),
    1,
  );
  const plain: Partial<Record<"code" | "free-text", Fuse<Airport>>> = {};

  return (text, limit = Infinity) => {
    const query = parseAirportQuery(text);
    if (!query || limit <= 0) return [];
    const pattern = query.pattern.toLowerCase();
    if (pattern.length > BITAP_MAX) {
      const options = query.kind === "code" ? CODE_OPTIONS : FREE_TEXT_OPTIONS;
      const fuse = (plain[query.kind] ??= new Fuse(airports, options));
      const found = fuse.search(query.pattern).map(({ item }) => item);
      return sortByRank(found).slice(0, limit);
    }
    // The code form allows no error (threshold 0).
    const errors = query.kind === "code" ? 0 : allowedErrors(pattern.length);
    const pieces = patternPieces(pattern, errors);
    return rankedMatches(
      table,
      findCandidates(pieces, errors + 1),
      {
        pattern,
        pieces,
        errors,
        scoring: query.kind === "code" ? code : freeText,
      },
      limit,
    );
  };
}
