/**
 * Duffel's shapes of numbers: amounts as decimal strings ("123.45"),
 * durations as ISO 8601 ("PT5H30M", "P1DT2H"), local times without a zone
 * ("2099-03-10T08:00:00").
 */

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "123.4" → 12340; undefined for anything that is not a plain amount. */
export function amountToCents(amount: string | null): number | undefined {
  const match = AMOUNT.exec(amount ?? "");
  if (!match) return undefined;
  const [, units = "0", fraction = ""] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 12340 → "123.40", as Duffel's payments take it. */
export const centsToAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

const DURATION =
  /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+(?:\.\d+)?S)?)?$/;

/** "P1DT2H5M" → 1565; undefined when it is not a day-hour-minute duration. */
export function durationMinutes(duration: string | null): number | undefined {
  const match = DURATION.exec(duration ?? "");
  if (!match || duration === "P" || duration === "PT") return undefined;
  const [, days = "0", hours = "0", minutes = "0"] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
}

/** "2099-03-10T08:00:00" → "2099-03-10T08:00" (the domain's local time). */
export const localMinute = (at: string) => at.slice(0, 16);

/** Minutes between two local times at the same place (a connection). */
export const minutesBetween = (from: string, to: string) =>
  Math.round(
    (Date.parse(`${localMinute(to)}Z`) - Date.parse(`${localMinute(from)}Z`)) /
      60_000,
  );
