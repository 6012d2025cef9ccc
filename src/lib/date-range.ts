import { dateTimeFormat } from "../../domain/intl/cached-formats";
import { writeDayRange } from "../../domain/intl/day-shape";
import { dayShapes } from "../../domain/intl/day-shapes";
import { SHORT_DAY_FORMAT } from "../../domain/intl/shaped-formats";
import { intlLocale } from "../../domain/languages";
import { parseIsoDate } from "../../domain/trips/trip-dates";

/**
 * Two year-month-day dates as one short range in the page language, e.g.
 * "Sun, Dec 13–Sun, Dec 20" or "dim. 13 déc. – dim. 20 déc.". From the
 * locale's shape where it has one, so no Intl formatter is built (decision
 * 0027), else from Intl.
 */
export function formatDateRange(
  from: string,
  to: string,
  language: string,
): string {
  const locale = intlLocale(language);
  const shapes = dayShapes(locale);
  const written =
    shapes && writeDayRange(from, to, shapes.day, shapes.dayRange);
  if (written) return written;
  if (!parseIsoDate(from) || !parseIsoDate(to)) {
    throw new RangeError(`not a date range: ${from}, ${to}`);
  }
  return dateTimeFormat(locale, SHORT_DAY_FORMAT).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );
}
