// A locale's way of writing a day or a range of days, taken from Intl ahead
// of time (derive-shapes.ts), so that a page can write it without building an
// Intl formatter: a browser's first one loads ICU's locale list, 10–18 ms of
// main-thread CPU (docs/decisions/0026-results-formats-without-icu.md).
// Apart from number-shape.ts: the pages that write numbers on their first
// load need none of this.

import { parseIsoDate } from "../trips/trip-dates";

export type DayField = "weekday" | "day" | "month" | "year";

/**
 * How a locale writes a day as weekday, day of the month and month (and the
 * year, where the shape has one), with latin digits.
 */
export interface DayShape {
  /** The fields and the text between them, in order. */
  parts: Array<{ field: DayField } | { literal: string }>;
  /** Sunday first, as `Date.getDay()` counts. */
  weekdays: string[];
  /** January first. */
  months: string[];
}

/**
 * How a locale writes two days as one range, "Sun, Dec 13–Sun, Dec 20": each
 * end as its day shape writes it, with the year where the range crosses one.
 */
export interface DayRangeShape {
  /** The text between the ends. */
  separator: string;
  /** The fields of each end of a range across years: "Mon, Dec 28, 2026". */
  partsWithYear: DayShape["parts"];
}

/** "2026-03-14" as the locale writes it; undefined for anything but a real day. */
export function writeDay(isoDay: string, shape: DayShape): string | undefined {
  // The day in the local calendar, whose fields are the ISO day's own.
  const date = parseIsoDate(isoDay);
  if (!date) return undefined;
  const fields: Record<DayField, string> = {
    weekday: shape.weekdays[date.getDay()]!,
    day: String(date.getDate()),
    month: shape.months[date.getMonth()]!,
    year: String(date.getFullYear()),
  };
  return shape.parts
    .map((part) => ("field" in part ? fields[part.field] : part.literal))
    .join("");
}

/**
 * Two ISO days as one range, as Intl's `formatRange` writes them; one day
 * when they are the same. Undefined when either is not a real day or the
 * range runs backwards.
 */
export function writeDayRange(
  from: string,
  to: string,
  day: DayShape,
  range: DayRangeShape,
): string | undefined {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end || end < start) return undefined;
  if (from === to) return writeDay(from, day);
  const ends =
    start.getFullYear() === end.getFullYear()
      ? day
      : { ...day, parts: range.partsWithYear };
  return writeDay(from, ends)! + range.separator + writeDay(to, ends)!;
}
