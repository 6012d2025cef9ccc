// Reads a NumberShape or DayShape off an Intl formatter, and refuses any
// shape that does not write exactly what the formatter writes. Run at build
// time (scripts/write-intl-shapes.ts) and by the tests, never in a page.

import {
  writeDay,
  writeNumber,
  type DayField,
  type DayShape,
  type NumberShape,
} from "./format-shapes";
import { RESULTS_FORMATS, type ResultsShapes } from "./results-formats";

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
      const expected = format.format(units / scale);
      const written = writeNumber(units, shape);
      if (written !== expected) {
        throw new Error(
          `The shape writes ${JSON.stringify(written)} where Intl writes ${JSON.stringify(expected)}.`,
        );
      }
    }
  }
  return shape;
}

const FIELDS: readonly string[] = [
  "weekday",
  "day",
  "month",
] satisfies DayField[];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The shape of `format`, which must write a weekday, a day and a month in
 * UTC. Checked on every day of a leap year and of the year after it.
 */
export function deriveDayShape(format: Intl.DateTimeFormat): DayShape {
  if (format.resolvedOptions().timeZone !== "UTC") {
    throw new Error("A day shape needs a formatter in UTC.");
  }
  const at = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month, day));
  const field = (date: Date, type: DayField) =>
    format.formatToParts(date).find((part) => part.type === type)?.value ?? "";
  const shape: DayShape = {
    parts: format
      .formatToParts(at(2028, 0, 14))
      .map((part) =>
        FIELDS.includes(part.type)
          ? { field: part.type as DayField }
          : { literal: part.value },
      ),
    // 2028-01-02 is a Sunday.
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) =>
      field(at(2028, 0, 2 + day), "weekday"),
    ),
    months: [...Array(12).keys()].map((month) =>
      field(at(2028, month, 14), "month"),
    ),
  };
  for (let day = at(2028, 0, 1); day < at(2030, 0, 1);) {
    const expected = format.format(day);
    const written = writeDay(isoDay(day), shape);
    if (written !== expected) {
      throw new Error(
        `The shape writes ${JSON.stringify(written)} where Intl writes ${JSON.stringify(expected)} (${isoDay(day)}).`,
      );
    }
    day = at(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  }
  return shape;
}

/** The results' shapes for `locale`, from Intl (domain/intl/results-formats.ts). */
export function deriveResultsShapes(locale: string): ResultsShapes {
  return {
    price: deriveNumberShape(
      new Intl.NumberFormat(locale, RESULTS_FORMATS.price),
    ),
    points: deriveNumberShape(
      new Intl.NumberFormat(locale, RESULTS_FORMATS.points),
    ),
    day: deriveDayShape(new Intl.DateTimeFormat(locale, RESULTS_FORMATS.day)),
  };
}
