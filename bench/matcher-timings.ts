import type { Airport } from "../src/lib/airports/airport";

export interface Timings {
  median: number;
  worst: number;
  /** The slowest queries, each with its worst time. */
  slowest: [query: string, ms: number][];
}

export interface MatcherTimings {
  /** Milliseconds to build the matcher over the list (once per visit). */
  build: number;
  full: Timings;
  /** With the form's limit: the first suggestions only. */
  limited: Timings;
}

/** Median and worst milliseconds per query, after one warm-up pass. */
export function timeQueries(
  match: (text: string) => Airport[],
  queries: readonly string[],
  rounds = 3,
): Timings {
  queries.forEach((query) => match(query));
  const times: number[] = [];
  const worstByQuery = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      match(query);
      const time = performance.now() - started;
      times.push(time);
      worstByQuery.set(query, Math.max(time, worstByQuery.get(query) ?? 0));
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    worst: times[times.length - 1]!,
    slowest: [...worstByQuery].sort((a, b) => b[1] - a[1]).slice(0, 5),
  };
}

/** Builds a matcher (timed) and times it on full lists and on short ones. */
export function timeMatcher(
  create: (
    airports: readonly Airport[],
  ) => (text: string, limit?: number) => Airport[],
  airports: readonly Airport[],
  queries: readonly string[],
  limit: number,
): MatcherTimings {
  const started = performance.now();
  const match = create(airports);
  const build = performance.now() - started;
  return {
    build,
    full: timeQueries((text) => match(text), queries),
    limited: timeQueries((text) => match(text, limit), queries),
  };
}
