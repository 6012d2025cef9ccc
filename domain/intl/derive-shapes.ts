// Reads a NumberShape, DayShape or DayRangeShape off an Intl formatter, and refuses any
// shape that does not write exactly what the formatter writes. Run at build
// time (scripts/write-intl-shapes.ts) and by the tests, never in a page.

import {
  writeDay,
  writeDayRange,
  type DayField,
  type DayRangeShape,
  type DayShape,
} from "./day-shape";
import type { DayShapes } from "./day-shapes";
import { writeNumber, type NumberShape } from "./number-shape";
import type { NumberShapes } from "./number-shapes";
import { SHAPED_FORMATS } from "./shaped-formats";

/** Throws unless the shape wrote what Intl wrote. */
function refuseDifference(written?: string, expected?: string, of?: string) {
  if (written !== expected) {
    throw new Error(
      `The shape writes ${JSON.stringify(written)} where Intl writes ${JSON.stringify(expected)} (${of}).`,
    );
  }
}

/** Values every number shape is checked on, in whole units. */
const SAMPLE_NUMBERS = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000,
  123456, 999999, 1000000, 1234567, 12345678, 987654321,
];

/** The shape of `format`, which must have a fixed count of decimals. */
export function deriveNumberShape(format: Intl.NumberFormat): NumberShape {
  const options = format.resolvedOptions();
  const fractionDigits = options.maximumFractionDigits ?? 0;
  if (options.minimumFractionDigits !== fractionDigits) {
    throw new Error("A number shape needs a fixed count of decimals.");
  }
  const parts = format.formatToParts(1234567 + (fractionDigits > 0 ? 0.5 : 0));
  const first = parts.findIndex((part) => part.type === "integer");
  const last =
    parts.length -
    1 -
    [...parts]
      .reverse()
      .findIndex((part) => part.type === "integer" || part.type === "fraction");
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join("");
  const shape: NumberShape = {
    prefix: text(0, first),
    suffix: text(last + 1, parts.length),
    group: parts.find((part) => part.type === "group")?.value ?? "",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? "",
    fractionDigits,
    groupFrom: format.formatToParts(1000).some((part) => part.type === "group")
      ? 4
      : 5,
  };
  const scale = 10 ** fractionDigits;
  for (const whole of SAMPLE_NUMBERS) {
    for (const units of [whole * scale, whole * scale + scale - 1]) {
      refuseDifference(
        writeNumber(units, shape),
        format.format(units / scale),
        String(units),
      );
    }
  }
  return shape;
}

const FIELDS: readonly string[] = [
  "weekday",
  "day",
  "month",
  "year",
] satisfies DayField[];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const at = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day));

/** Every day of a leap year and of the year after it. */
function* checkedDays(): Generator<Date> {
  for (let day = at(2028, 0, 1); day < at(2030, 0, 1);) {
    yield day;
    day = at(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  }
}

function requireUtc(format: Intl.DateTimeFormat) {
  if (format.resolvedOptions().timeZone !== "UTC") {
    throw new Error("A day shape needs a formatter in UTC.");
  }
}

function dayParts(parts: Intl.DateTimeFormatPart[]): DayShape["parts"] {
  return parts.map((part) =>
    FIELDS.includes(part.type)
      ? { field: part.type as DayField }
      : { literal: part.value },
  );
}

/**
 * The shape of `format`, which must write a weekday, a day and a month in
 * UTC. Checked on every day of a leap year and of the year after it.
 */
export function deriveDayShape(format: Intl.DateTimeFormat): DayShape {
  requireUtc(format);
  const field = (date: Date, type: DayField) =>
    format.formatToParts(date).find((part) => part.type === type)?.value ?? "";
  const shape: DayShape = {
    parts: dayParts(format.formatToParts(at(2028, 0, 14))),
    // 2028-01-02 is a Sunday.
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) =>
      field(at(2028, 0, 2 + day), "weekday"),
    ),
    months: [...Array(12).keys()].map((month) =>
      field(at(2028, month, 14), "month"),
    ),
  };
  for (const day of checkedDays()) {
    refuseDifference(
      writeDay(isoDay(day), shape),
      format.format(day),
      isoDay(day),
    );
  }
  return shape;
}

/** Range lengths, in days, checked from every day of checkedDays(). */
const RANGE_LENGTHS = [0, 1, 6, 7, 31, 45, 200, 400];

/**
 * The range shape of `format`, which must write a weekday, a day and a month
 * in UTC: its ends as `format` writes one day (`day`, its day shape), with
 * the year where the range crosses one. Checked on ranges of several lengths
 * from every day of a leap year and of the year after it.
 */
export function deriveDayRangeShape(
  format: Intl.DateTimeFormat,
  day: DayShape = deriveDayShape(format),
): DayRangeShape {
  const crossing = format.formatRangeToParts(at(2028, 11, 28), at(2029, 0, 4));
  const from = (source: string) =>
    crossing.filter((part) => part.source === source);
  const range: DayRangeShape = {
    separator: from("shared")
      .map((part) => part.value)
      .join(""),
    partsWithYear: dayParts(from("startRange")),
  };
  for (const start of checkedDays()) {
    for (const length of RANGE_LENGTHS) {
      const end = at(
        start.getUTCFullYear(),
        start.getUTCMonth(),
        start.getUTCDate() + length,
      );
      refuseDifference(
        writeDayRange(isoDay(start), isoDay(end), day, range),
        format.formatRange(start, end),
        `${isoDay(start)}/${isoDay(end)}`,
      );
    }
  }
  return range;
}

/** A locale's shapes, as shapes/numbers.json and shapes/days.json hold them. */
export interface LocaleShapes {
  numbers: NumberShapes;
  days: DayShapes;
}

/** The site's shapes for `locale`, from Intl (domain/intl/shaped-formats.ts). */
export function deriveLocaleShapes(locale: string): LocaleShapes {
  const numbers = (options: Intl.NumberFormatOptions) =>
    deriveNumberShape(new Intl.NumberFormat(locale, options));
  const days = new Intl.DateTimeFormat(locale, SHAPED_FORMATS.day);
  const day = deriveDayShape(days);
  return {
    numbers: {
      price: numbers(SHAPED_FORMATS.price),
      points: numbers(SHAPED_FORMATS.points),
    },
    days: { day, dayRange: deriveDayRangeShape(days, day) },
  };
}
