/**
 * How a trip date shows in a field: month first in English (SPEC §9), day
 * first in French, as a reader in Quebec takes 03/04 for 3 April. The
 * calendar's own format (trip-date-picker.tsx) follows the same order; it
 * lives there so the first load carries only this function.
 * 2026-12-13 → "12/13" in English, "13/12" in French; "" stays "".
 */
export function formatShortDate(isoDate: string, language: string): string {
  const [, month, day] = isoDate.split("-");
  if (!day) return "";
  return language === "fr" ? `${day}/${month}` : `${month}/${day}`;
}
