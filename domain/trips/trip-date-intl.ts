import { intlLocale } from "../languages";
import { parseIsoDate } from "./trip-dates";

/**
 * How a trip date is written in words ("Mon, Dec 28"), with the year when it
 * is not this year's; undefined for "" or a date that is not a real day.
 */
export function tripDateOptions(
  isoDate: string,
  today: Date = new Date(),
): Intl.DateTimeFormatOptions | undefined {
  const date = parseIsoDate(isoDate);
  if (!date) return undefined;
  return {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
    ...(date.getFullYear() !== today.getFullYear() && { year: "numeric" }),
  };
}

/**
 * A trip date in words, by Intl: no shapes to load (date-in-words.ts has
 * them), at the cost of ICU's set-up on a first formatter.
 */
export function formatTripDateByIntl(
  isoDate: string,
  language: string,
  today: Date = new Date(),
): string {
  const options = tripDateOptions(isoDate, today);
  if (!options) return "";
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(
    intlLocale(language),
    options,
  );
}
