import type { Airport } from "../src/lib/airports/airport";

export interface Timings {
  median: number;
  worst: number;
}

/** Median and worst milliseconds per query, after one warm-up pass. */
export function timeQueries(
  match: (text: string) => Airport[],
  queries: readonly string[],
  rounds = 3,
): Timings {
  queries.forEach((query) => match(query));
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      match(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    worst: times[times.length - 1]!,
  };
}
