// A date of birth as three parts (day, month, year) and back. The form keeps
// one year-month-day string; parts not complete give a string no date rule
// accepts, so the field says the date is not real yet.

import { dateTimeFormat } from "../../../domain/intl/cached-formats";

export type DatePart = "day" | "month" | "year";

export interface DateParts {
  /** As typed: "", "1", "01", … */
  day: string;
  /** "01"–"12", or "". */
  month: string;
  /** As typed. */
  year: string;
}

const pad = (text: string, width: number) =>
  /^\d+$/.test(text) ? text.padStart(width, "0") : text;

/** "1990-05-01" → { year: "1990", month: "05", day: "01" }. */
export function splitDate(value: string): DateParts {
  const [year = "", month = "", day = ""] = value.split("-");
  return { year, month, day };
}

/** Year-month-day with the day and month in two digits; "" when all are empty. */
export function joinDate({ year, month, day }: DateParts): string {
  if (!year && !month && !day) return "";
  const whole = /^\d{4}$/.test(year) && /^\d{1,2}$/.test(day);
  return whole ? `${year}-${month}-${pad(day, 2)}` : `${year}-${month}-${day}`;
}

/** The parts in the order the language writes a date: month first in English, day first in French. */
export function datePartOrder(locale: string): DatePart[] {
  const parts = dateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2001, 1, 3)));
  return parts
    .map(({ type }) => type)
    .filter((type): type is DatePart =>
      ["day", "month", "year"].includes(type),
    );
}

/** The twelve months' names, January first ("janvier" in French). */
export function monthNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, month) =>
    format.format(new Date(Date.UTC(2001, month, 1))),
  );
}
