// Flight times are local to each airport ("YYYY-MM-DDTHH:mm", no zone), so
// they are formatted as they are written: in UTC, never moved to the
// reader's zone.

import { dateTimeFormat } from "../../../domain/intl/cached-formats";

const asUtc = (at: string) =>
  new Date(`${at.length === 10 ? `${at}T00:00` : at}:00Z`);

/** "08:30" as the locale writes it ("8:30 a.m.", "8 h 30"). */
export function formatClock(at: string, locale: string): string {
  return dateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(asUtc(at));
}

/** A day as the locale writes it, e.g. "Wed, Jul 1, 2026". */
export function formatDay(at: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(asUtc(at.slice(0, 10)));
}

/** Minutes as hours and minutes, for a "5 h 10 min" label. */
export function splitDuration(minutes: number): { h: number; m: number } {
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

/** A date in words, e.g. "July 19, 2026", "19 juillet 2026". */
export function formatLongDate(day: string, locale: string): string {
  return dateTimeFormat(locale, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(asUtc(day.slice(0, 10)));
}
