import { writeDay, type DayShape } from "../intl/day-shape";
import { dayShapes } from "../intl/day-shapes";
import { intlLocale } from "../languages";
import { formatTripDateByIntl } from "./trip-date-intl";
import { parseIsoDate } from "./trip-dates";

/**
 * A trip date in a field, in words: "Mon, Dec 28" / "lun. 28 déc.", with the
 * year when it is not this year's ("Mon, Jan 4, 2027"). A numeric 01/04 reads
 * as January 4 or April 1 depending on the reader; in words it cannot be
 * misread. Written from the locale's day shape (no Intl formatter, decision
 * 0027), else by Intl. "" or a date that is not a real day gives "".
 */
export function formatTripDate(
  isoDate: string,
  language: string,
  today: Date = new Date(),
): string {
  const date = parseIsoDate(isoDate);
  if (!date) return "";
  const shapes = dayShapes(intlLocale(language));
  if (!shapes) return formatTripDateByIntl(isoDate, language);
  const shape: DayShape =
    date.getFullYear() === today.getFullYear()
      ? shapes.day
      : { ...shapes.day, parts: shapes.dayRange.partsWithYear };
  return writeDay(isoDate, shape) ?? "";
}
