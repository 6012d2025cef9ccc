// How each site locale writes a short day and a range of two, written ahead
// of time by `npm run intl-shapes` from SHORT_DAY_FORMAT (shaped-formats.ts).
// Apart from number-shapes.ts, so that only the screens that write days load
// these names.

import type { DayRangeShape, DayShape } from "./day-shape";
import shapes from "./shapes/days.json";

export interface DayShapes {
  day: DayShape;
  dayRange: DayRangeShape;
}

const SHAPES: Readonly<Record<string, DayShapes>> = shapes as Record<
  string,
  DayShapes
>;

/** The locale's day shapes, if they were written ahead of time. */
export function dayShapes(locale: string): DayShapes | undefined {
  return Object.hasOwn(SHAPES, locale) ? SHAPES[locale] : undefined;
}
