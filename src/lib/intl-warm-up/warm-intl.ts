import { intlLocale } from "../../../domain/languages";

/**
 * Builds one of each Intl service a page uses (the time zone, numbers,
 * plurals, a date range) in the given language, so that ICU, the library
 * behind Intl, has loaded its data.
 */
export function warmIntl(language: string): string {
  const locale = intlLocale(language);
  const day = new Date(Date.UTC(2026, 0, 1));
  return [
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(1),
    new Intl.PluralRules(locale).select(1),
    new Intl.DateTimeFormat(locale, {
      weekday: "short",
      month: "short",
      day: "numeric",
    }).formatRange(day, day),
  ].join(" ");
}
