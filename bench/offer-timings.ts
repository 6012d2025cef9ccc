import type { Offer } from "../domain/offers/offer";
import { choicesFor } from "../src/lib/offers/choices";
import {
  filterChoices,
  filterCounts,
  NO_FILTERS,
  type ChoiceFilters,
} from "../src/lib/offers/filter-choices";
import { sortChoices, SORT_KEYS } from "../src/lib/offers/sort-choices";

/** What the results screen does on each sort or filter change. */
const FILTER_SETS: ChoiceFilters[] = [
  NO_FILTERS,
  { ...NO_FILTERS, stops: ["0", "1"] },
  { ...NO_FILTERS, airlines: ["AC"], times: ["morning", "evening"] },
  { ...NO_FILTERS, stops: ["1"], maxPriceCents: 70_000 },
];

/**
 * Median and worst milliseconds to build the rows from the offers, count
 * the filter values, filter and sort, over every sort × filter set, after
 * one warm-up pass.
 */
export function timeSortFilter(
  offers: readonly Offer[],
  rounds = 20,
  settle: () => void = () => {},
): { median: number; worst: number; runs: number } {
  const once = (filters: ChoiceFilters, sort: (typeof SORT_KEYS)[number]) => {
    const choices = choicesFor(offers, 1);
    filterCounts(choices, filters);
    return sortChoices(filterChoices(choices, filters), sort).length;
  };
  FILTER_SETS.forEach((filters) =>
    SORT_KEYS.forEach((sort) => once(filters, sort)),
  );
  settle();
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const filters of FILTER_SETS) {
      for (const sort of SORT_KEYS) {
        const started = performance.now();
        once(filters, sort);
        times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    worst: times[times.length - 1]!,
    runs: times.length,
  };
}
