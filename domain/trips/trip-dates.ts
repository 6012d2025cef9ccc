/** Dates as the form stores them: year-month-day, in the traveller's own calendar. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A real calendar day in year-month-day form, else undefined. */
export function parseIsoDate(text: string): Date | undefined {
  const parts = ISO_DATE.exec(text);
  if (!parts) return undefined;
  const [year, month, day] = [
    Number(parts[1]),
    Number(parts[2]),
    Number(parts[3]),
  ];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day;
  return real ? date : undefined;
}

/** The day `days` after `from` (local calendar, safe across clock changes). */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
}
