import type { Airport } from "../../../domain/airports/airport";
import { KEY_COUNT, type AirportTable, type Scoring } from "./airport-table";
import type { Candidates } from "./candidate-fields";
import { createFuzzyScorer } from "./fuzzy-score";

export interface FieldQuery {
  /** Lowercase. */
  pattern: string;
  /** Pieces per chunk; a field matching a chunk keeps all but `errors`. */
  groups: readonly (readonly string[])[];
  /** The errors allowed per chunk. */
  errors: number;
  /** Whether a field may match without holding the whole pattern. */
  fuzzy: boolean;
  scoring: Scoring;
}

/**
 * The candidates that match, in fuse.js's order after sorting by rank: rank
 * first, then score, then list order; at most `limit` of them. Ranks are
 * taken highest first, so a short list stops before the lower ranks.
 */
export function rankedMatches(
  table: AirportTable,
  candidates: Candidates,
  { pattern, groups, errors, fuzzy: mayBeFuzzy, scoring }: FieldQuery,
  limit: number,
): Airport[] {
  const fuzzy =
    mayBeFuzzy &&
    createFuzzyScorer(table.index, pattern, groups, errors, scoring.options);
  const { fields, normIds } = table;
  const results: Airport[] = [];
  // Airports by score within the current rank; positions ascend in each.
  const byScore = new Map<number, number[]>();
  const flush = () => {
    const scores = [...byScore.keys()].sort((a, b) => a - b);
    for (const score of scores) {
      for (const position of byScore.get(score)!) {
        if (results.length === limit) return;
        results.push(table.airports[position]!);
      }
    }
    byScore.clear();
  };

  let rank = 0;
  for (let at = candidates.start; at < candidates.end; at += 1) {
    const position = candidates.positions[at]!;
    const mask = candidates.masks[at]! & scoring.keyMask;
    if (mask === 0) continue;
    if (position >= table.rankEnds[rank]!) {
      flush();
      if (results.length === limit) return results;
      while (position >= table.rankEnds[rank]!) rank += 1;
    }
    // fuse.js's score: the product over matching fields, in key order.
    let score = 1;
    let matched = false;
    for (let key = 0; key < KEY_COUNT; key += 1) {
      if ((mask & (1 << key)) === 0) continue;
      const field = position * KEY_COUNT + key;
      const value = fields[field]!;
      const norm = normIds[field]!;
      if (value === pattern) score *= scoring.whole[norm]!;
      else if (value.includes(pattern)) score *= scoring.inside[norm]!;
      else {
        const bitap = fuzzy ? fuzzy(value) : undefined;
        if (bitap === undefined) continue;
        score *= Math.pow(bitap, scoring.exponents[norm]!);
      }
      matched = true;
    }
    if (!matched) continue;
    const same = byScore.get(score);
    if (same) same.push(position);
    else byScore.set(score, [position]);
  }
  flush();
  return results;
}
