import type { Choice } from "./choices";
import { compareText } from "./compare-text";

export const SORT_KEYS = [
  "best",
  "price",
  "duration",
  "departure",
  "co2",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** How much "best" weighs the price; the rest is the duration. */
export const BEST_PRICE_WEIGHT = 0.6;

const scaler = (values: number[]) => {
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  return (value: number) => (span === 0 ? 0 : (value - low) / span);
};

/**
 * The "best" blend: price and duration are each scaled to 0 (the lowest in
 * the list) … 1 (the highest), then weighed 60 % price, 40 % duration; the
 * lower score is better. So a fare a little dearer but hours shorter ranks
 * above the cheapest one with a long connection.
 */
export function bestScores(choices: readonly Choice[]): Map<string, number> {
  const price = scaler(choices.map((c) => c.priceCents));
  const duration = scaler(choices.map((c) => c.durationMinutes));
  return new Map(
    choices.map((c) => [
      c.id,
      BEST_PRICE_WEIGHT * price(c.priceCents) +
        (1 - BEST_PRICE_WEIGHT) * duration(c.durationMinutes),
    ]),
  );
}

/** A sorted copy; ties fall back to price, then departure, then id (stable). */
export function sortChoices(
  choices: readonly Choice[],
  key: SortKey,
): Choice[] {
  const scores = key === "best" ? bestScores(choices) : undefined;
  const primary = (c: Choice): number => {
    switch (key) {
      case "best":
        return scores!.get(c.id)!;
      case "price":
        return c.priceCents;
      case "duration":
        return c.durationMinutes;
      case "departure":
        return c.departureMinutes;
      // A row whose source states no CO₂ goes last.
      case "co2":
        return c.co2Kg ?? Number.POSITIVE_INFINITY;
    }
  };
  const order = (a: Choice, b: Choice) => {
    const [x, y] = [primary(a), primary(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  };
  return [...choices].sort(
    (a, b) =>
      order(a, b) ||
      a.priceCents - b.priceCents ||
      a.departureMinutes - b.departureMinutes ||
      compareText(a.id, b.id),
  );
}
