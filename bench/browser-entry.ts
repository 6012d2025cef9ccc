// Bundled for Chromium by bench/bench.ts: the matchers and the timer.
import type { Airport } from "../domain/airports/airport";
import { createAirportMatcher } from "../src/lib/airports/airport-matcher";
import { createPlainFuseMatcher } from "../src/lib/airports/plain-fuse-matcher";
import type { Offer } from "../domain/offers/offer";
import { timeMatcher, timeQueries } from "./matcher-timings";
import { timeSortFilter } from "./offer-timings";

declare global {
  interface Window {
    runBench: (
      airports: Airport[],
      queries: string[],
      limit: number,
    ) => unknown;
    runOfferBench: (offers: Offer[]) => ReturnType<typeof timeSortFilter>;
    // Present when Chromium runs with --js-flags=--expose-gc.
    gc?: () => void;
  }
}

window.runBench = (airports, queries, limit) => {
  const settle = () => window.gc?.();
  return {
    fast: timeMatcher(createAirportMatcher, airports, queries, limit, settle),
    plain: timeQueries(createPlainFuseMatcher(airports), queries, 1, settle),
  };
};

window.runOfferBench = (offers) =>
  timeSortFilter(offers, 20, () => window.gc?.());
