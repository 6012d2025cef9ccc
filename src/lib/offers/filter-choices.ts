import type { Choice } from "./choices";
import { compareText } from "./compare-text";
import { TIMES_OF_DAY, type TimeOfDay } from "./time-of-day";

export const STOP_BUCKETS = ["0", "1", "2+"] as const;
export type StopBucket = (typeof STOP_BUCKETS)[number];

/** What the traveller filters on; an empty list means "any". */
export interface ChoiceFilters {
  stops: StopBucket[];
  /** Carrier codes; a row matches when any of its carriers is listed. */
  airlines: string[];
  times: TimeOfDay[];
  maxPriceCents: number | null;
}

export const NO_FILTERS: ChoiceFilters = {
  stops: [],
  airlines: [],
  times: [],
  maxPriceCents: null,
};

export const stopBucket = (stops: number): StopBucket =>
  stops === 0 ? "0" : stops === 1 ? "1" : "2+";

type Facet = "stops" | "airlines" | "times" | "price";

function matches(choice: Choice, filters: ChoiceFilters, skip?: Facet) {
  const { stops, airlines, times, maxPriceCents } = filters;
  if (
    skip !== "stops" &&
    stops.length &&
    !stops.includes(stopBucket(choice.stops))
  )
    return false;
  if (
    skip !== "airlines" &&
    airlines.length &&
    !choice.carriers.some((carrier) => airlines.includes(carrier.code))
  )
    return false;
  if (skip !== "times" && times.length && !times.includes(choice.timeOfDay))
    return false;
  if (
    skip !== "price" &&
    maxPriceCents !== null &&
    choice.priceCents > maxPriceCents
  )
    return false;
  return true;
}

export function filterChoices(
  choices: readonly Choice[],
  filters: ChoiceFilters,
): Choice[] {
  return choices.filter((choice) => matches(choice, filters));
}

export function hasFilters(filters: ChoiceFilters): boolean {
  return (
    filters.stops.length > 0 ||
    filters.airlines.length > 0 ||
    filters.times.length > 0 ||
    filters.maxPriceCents !== null
  );
}

export interface FilterCounts {
  stops: Record<StopBucket, number>;
  times: Record<TimeOfDay, number>;
  /** Every carrier in the list, by name, with its count. */
  airlines: { code: string; name: string; count: number }[];
  /** The price range of the rows (for the maximum-price control). */
  minPriceCents: number;
  maxPriceCents: number;
}

/**
 * A name as it is alphabetised: without case or accents (the marks NFD
 * splits off), so "Évasion" sorts beside "evasion", without a collator
 * (compare-text.ts).
 */
const sortingName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function byName(a: { name: string }, b: { name: string }): number {
  return (
    compareText(sortingName(a.name), sortingName(b.name)) ||
    compareText(a.name, b.name)
  );
}

/**
 * Counts per filter value, as faceted search does: each value counts the
 * rows it would show with the *other* filters applied, so a count never
 * promises rows that another filter hides.
 */
export function filterCounts(
  choices: readonly Choice[],
  filters: ChoiceFilters,
): FilterCounts {
  const stops = { "0": 0, "1": 0, "2+": 0 };
  const times = Object.fromEntries(TIMES_OF_DAY.map((t) => [t, 0])) as Record<
    TimeOfDay,
    number
  >;
  const airlines = new Map<
    string,
    { code: string; name: string; count: number }
  >();
  let minPriceCents = Number.POSITIVE_INFINITY;
  let maxPriceCents = 0;
  for (const choice of choices) {
    minPriceCents = Math.min(minPriceCents, choice.priceCents);
    maxPriceCents = Math.max(maxPriceCents, choice.priceCents);
    if (matches(choice, filters, "stops")) stops[stopBucket(choice.stops)] += 1;
    if (matches(choice, filters, "times")) times[choice.timeOfDay] += 1;
    const counted = matches(choice, filters, "airlines");
    for (const carrier of choice.carriers) {
      const entry = airlines.get(carrier.code) ?? { ...carrier, count: 0 };
      if (counted) entry.count += 1;
      airlines.set(carrier.code, entry);
    }
  }
  return {
    stops,
    times,
    airlines: [...airlines.values()].sort(byName),
    minPriceCents: choices.length ? minPriceCents : 0,
    maxPriceCents,
  };
}
