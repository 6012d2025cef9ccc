import { dateTimeFormat } from "../intl/cached-formats";
import { writeDay, type DayShape } from "../intl/day-shape";
import { dayShapes } from "../intl/day-shapes";
import { SHORT_DAY_FORMAT } from "../intl/shaped-formats";
import { intlLocale } from "../languages";
import { parseIsoDate } from "./trip-dates";

/**
 * A trip date in a field, in words: "Mon, Dec 28" / "lun. 28 déc.", with the
 * year when it is not this year's ("Mon, Jan 4, 2027"). A numeric 01/04 reads
 * as January 4 or April 1 depending on the reader; in words it cannot be
 * misread. Written from the locale's day shape (no Intl formatter on a
 * first load, decision 0027), else by Intl. "" or a date that is not a
 * real day gives "".
 */
export function formatTripDate(
  isoDate: string,
  language: string,
  today: Date = new Date(),
): string {
  const date = parseIsoDate(isoDate);
  if (!date) return "";
  const withYear = date.getFullYear() !== today.getFullYear();
  const locale = intlLocale(language);
  const shapes = dayShapes(locale);
  if (shapes) {
    const shape: DayShape = withYear
      ? { ...shapes.day, parts: shapes.dayRange.partsWithYear }
      : shapes.day;
    return writeDay(isoDate, shape) ?? "";
  }
  return dateTimeFormat(locale, {
    ...SHORT_DAY_FORMAT,
    ...(withYear && { year: "numeric" }),
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
