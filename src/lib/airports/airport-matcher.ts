import type { Airport } from "../../../domain/airports/airport";
import {
  CODE_KEYS,
  CODE_OPTIONS,
  FREE_TEXT_OPTIONS,
  parseAirportQuery,
  SEARCHED_KEYS,
} from "./airport-query";
import { createAirportTable, createScoring, KEY_COUNT } from "./airport-table";
import { createCandidateFinder } from "./candidate-fields";
import {
  allowedErrors,
  BITAP_MAX,
  bitapChunks,
  patternPieces,
} from "./pattern-pieces";
import { rankedMatches } from "./ranked-matches";

export type AirportMatcher = (text: string, limit?: number) => Airport[];

/**
 * Airport matching with fuse.js's answers (same set, same order), scoring only
 * the airports that can match: docs/decisions/0003-airport-matching.md.
 * `limit` keeps the first answers only.
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
  const freeText = createScoring(table.norms, FREE_TEXT_OPTIONS, SEARCHED_KEYS);
  const code = createScoring(table.norms, CODE_OPTIONS, CODE_KEYS);

  return (text, limit = Infinity) => {
    const query = parseAirportQuery(text);
    if (!query || limit <= 0) return [];
    const pattern = query.pattern.toLowerCase();
    const chunks = bitapChunks(pattern);
    // The code form allows no error (threshold 0). Longer patterns are
    // searched by chunk: a field matching a chunk holds enough of its pieces.
    const chunkLength = Math.min(pattern.length, BITAP_MAX);
    const errors = query.kind === "code" ? 0 : allowedErrors(chunkLength);
    const groups = chunks.map((chunk) => patternPieces(chunk, errors));
    return rankedMatches(
      table,
      findCandidates(groups, errors),
      {
        pattern,
        groups,
        errors,
        fuzzy: errors > 0 || chunks.length > 1,
        scoring: query.kind === "code" ? code : freeText,
      },
      limit,
    );
  };
}
