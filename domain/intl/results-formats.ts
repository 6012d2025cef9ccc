// The results' three formats (prices, points, days) and their shapes for each
// site locale, written ahead of time by `npm run intl-shapes` from these same
// options (scripts/write-intl-shapes.ts); results-shapes.test.ts fails when
// Intl no longer agrees with them.

import { PRICE_FORMAT } from "../money/format-price";
import { POINTS_FORMAT } from "../points/points-format";
import type { DayShape, NumberShape } from "./format-shapes";
import shapes from "./results-shapes.json";

/** A day in the results: "Fri, Mar 14", "ven. 14 mars". */
export const SHORT_DAY_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
};

export const RESULTS_FORMATS = {
  price: PRICE_FORMAT,
  points: POINTS_FORMAT,
  day: SHORT_DAY_FORMAT,
};

export interface ResultsShapes {
  price: NumberShape;
  points: NumberShape;
  day: DayShape;
}

const SHAPES: Readonly<Record<string, ResultsShapes>> = shapes as Record<
  string,
  ResultsShapes
>;

/** The locale's shapes, if they were written ahead of time. */
export function resultsShapes(locale: string): ResultsShapes | undefined {
  return Object.hasOwn(SHAPES, locale) ? SHAPES[locale] : undefined;
}
