import type { Airport } from "../domain/airports/airport";

export interface Timings {
  median: number;
  worst: number;
  /** The slowest query by its median over rounds: worst less machine noise. */
  worstTypical: number;
  /** The queries with the slowest single run, each with that time. */
  slowest: [query: string, ms: number][];
}

export interface MatcherTimings {
  /** Milliseconds to build the matcher over the list (once per visit). */
  build: number;
  full: Timings;
  /** With the form's limit: the first suggestions only. */
  limited: Timings;
}

const middle = (sorted: readonly number[]) =>
  sorted[Math.floor(sorted.length / 2)]!;

/**
 * Median and worst milliseconds per query, after one warm-up pass. `settle`
 * (a full garbage collection, where available) runs before timing, so that
 * what was left from building the matcher is not collected during a query.
 */
export function timeQueries(
  match: (text: string) => Airport[],
  queries: readonly string[],
  rounds = 5,
  settle: () => void = () => {},
): Timings {
  queries.forEach((query) => match(query));
  settle();
  const times: number[] = [];
  const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      match(query);
      const time = performance.now() - started;
      times.push(time);
      byQuery.get(query)!.push(time);
    }
  }
  const perQuery = [...byQuery].map(([query, list]) => {
    list.sort((a, b) => a - b);
    return { query, typical: middle(list), worst: list[list.length - 1]! };
  });
  times.sort((a, b) => a - b);
  return {
    median: middle(times),
    worst: times[times.length - 1]!,
    worstTypical: Math.max(...perQuery.map(({ typical }) => typical)),
    slowest: perQuery
      .sort((a, b) => b.worst - a.worst)
      .slice(0, 5)
      .map(({ query, worst }) => [query, worst]),
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
  settle?: () => void,
): MatcherTimings {
  const started = performance.now();
  const match = create(airports);
  const build = performance.now() - started;
  return {
    build,
    full: timeQueries((text) => match(text), queries, 5, settle),
    limited: timeQueries((text) => match(text, limit), queries, 5, settle),
  };
}
