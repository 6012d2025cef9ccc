import { intlLocale } from "../languages";
import { parseIsoDate } from "./trip-dates";

// A formatter costs far more to make than to use (ICU's set-up): one per
// language, with and without the year.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, withYear: boolean) {
  const key = `${language}|${withYear}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: withYear ? "numeric" : undefined,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A trip date in words by Intl ("Mon, Dec 28"), with the year when it is not
 * this year's; "" for "" or a date that is not a real day. No shapes to load
 * (date-in-words.ts has them), at the cost of ICU's set-up on a first
 * formatter.
 */
export function formatTripDateByIntl(
  isoDate: string,
  language: string,
): string {
  // A local day at its local midnight: written in the local zone, it is
  // the same calendar day.
  const date = parseIsoDate(isoDate);
  return date
    ? formatterFor(
        language,
        date.getFullYear() !== new Date().getFullYear(),
      ).format(date)
    : "";
}
