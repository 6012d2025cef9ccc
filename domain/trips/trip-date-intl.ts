import { intlLocale } from "../languages";
import { parseIsoDate } from "./trip-dates";

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
    ? date.toLocaleDateString(intlLocale(language), {
        weekday: "short",
        day: "numeric",
        month: "short",
        year:
          date.getFullYear() === new Date().getFullYear()
            ? undefined
            : "numeric",
      })
    : "";
}
