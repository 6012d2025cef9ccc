import { hashText } from "./hash";

/** A seeded pseudo-random source: the same seed gives the same numbers. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** In [min, max). */
  between(min: number, max: number): number;
}

/** mulberry32, seeded from a text (e.g. the route and the date). */
export function seededRandom(seed: string): Random {
  let state = hashText(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
  };
}
