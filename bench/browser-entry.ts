// Bundled for Chromium by bench/bench.ts: the matchers and the timer.
import type { Airport } from "../src/lib/airports/airport";
import { createAirportMatcher } from "../src/lib/airports/airport-matcher";
import { createPlainFuseMatcher } from "../src/lib/airports/plain-fuse-matcher";
import { timeMatcher, timeQueries } from "./matcher-timings";

declare global {
  interface Window {
    runBench: (
      airports: Airport[],
      queries: string[],
      limit: number,
    ) => unknown;
  }
}

window.runBench = (airports, queries, limit) => ({
  fast: timeMatcher(createAirportMatcher, airports, queries, limit),
  plain: timeQueries(createPlainFuseMatcher(airports), queries, 1),
});
