import { dateTimeFormat } from "../../domain/intl/cached-formats";
import { intlLocale } from "../../domain/languages";
import { parseIsoDate } from "../../domain/trips/trip-dates";

/**
 * Two year-month-day dates as one short range in the page language, e.g.
 * "Sun, Dec 13–Sun, Dec 20" or "dim. 13 déc. – dim. 20 déc.".
 */
export function formatDateRange(
  from: string,
  to: string,
  language: string,
): string {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new RangeError(`not a date range: ${from}, ${to}`);
  return dateTimeFormat(intlLocale(language), {
    weekday: "short",
    month: "short",
    day: "numeric",
  }).formatRange(start, end);
}
