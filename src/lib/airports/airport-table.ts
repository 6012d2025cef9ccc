import type { IFuseOptions } from "fuse.js";
import type { Airport } from "../../../domain/airports/airport";
import { SEARCHED_KEYS, type SearchedKey } from "./airport-query";
import { createBigramIndex, type BigramIndex } from "./bigram-index";
import { fieldNorm } from "./field-norm";

export const KEY_COUNT = SEARCHED_KEYS.length;

/**
 * The airports laid out once for matching. Positions run highest rank first,
 * list order within a rank: the order answers take when scores tie.
 */
export interface AirportTable {
  airports: Airport[];
  /** Where each rank's run of positions ends, highest rank first. */
  rankEnds: number[];
  /** Lowercase searched fields, at position * KEY_COUNT + key. */
  fields: string[];
  /** Each field's length norm, as an index into norms (few distinct values). */
  normIds: Uint16Array;
  norms: number[];
  index: BigramIndex;
}

export function createAirportTable(list: readonly Airport[]): AirportTable {
  // A stable sort, like sortByRank on fuse.js's answers.
  const airports = [...list].sort((a, b) => b.rank - a.rank);
  const rankEnds: number[] = [];
  airports.forEach((airport, position) => {
    const next = airports[position + 1];
    if (!next || next.rank !== airport.rank) rankEnds.push(position + 1);
  });
  const originals = airports.flatMap((airport) =>
    SEARCHED_KEYS.map((key) => airport[key]),
  );
  const fields = originals.map((value) => value.toLowerCase());
  const norms: number[] = [];
  const normIds = new Uint16Array(fields.length);
  const idOfNorm = new Map<number, number>();
  originals.forEach((value, field) => {
    const norm = fieldNorm(value);
    let id = idOfNorm.get(norm);
    if (id === undefined) {
      id = norms.push(norm) - 1;
      idOfNorm.set(norm, id);
    }
    normIds[field] = id;
  });
  return {
    airports,
    rankEnds,
    fields,
    normIds,
    norms,
    index: createBigramIndex(fields, KEY_COUNT),
  };
}

/** How fuse.js scores one kind of query: the fields it searches and their weight. */
export interface Scoring {
  /** fuse.js's options for this kind of query. */
  options: IFuseOptions<Airport>;
  keyMask: number;
  /** Per norm id: the factor of a whole-field match (score 0, counted as EPSILON). */
  whole: Float64Array;
  /** Per norm id: the factor of an exact match inside a field (score 0.001). */
  inside: Float64Array;
  /** Per norm id: the power a fuzzy score is raised to (key weight × norm). */
  exponents: Float64Array;
}

export function createScoring(
  norms: readonly number[],
  options: IFuseOptions<Airport>,
  keys: readonly SearchedKey[],
): Scoring {
  // fuse.js weighs its keys equally, summing to 1.
  const weight = 1 / keys.length;
  const keyMask = keys.reduce(
    (mask, key) => mask | (1 << SEARCHED_KEYS.indexOf(key)),
    0,
  );
  const exponents = Float64Array.from(norms, (norm) => weight * norm);
  return {
    options,
    keyMask,
    whole: exponents.map((power) => Math.pow(Number.EPSILON, power)),
    inside: exponents.map((power) => Math.pow(0.001, power)),
    exponents,
  };
}
