import { hashText } from "./hash";

/** "2026-11-28" for an instant: the demo source prices by the UTC day. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS,
  );

/** Within this many days of departure, each day closer costs 2 % more. */
export const LATE_BOOKING_DAYS = 14;

/**
 * How the price of every flight from one airport to another on `travelDate`
 * moves with the day it is priced on (README: Demo fares): a wobble between
 * −10 % and +10 %, drawn from a hash of the route, the travel date and the
 * pricing day (the same all that day, another the next), times 2 % more per
 * day inside the last LATE_BOOKING_DAYS before departure.
 */
export function pricingDayFactor(
  route: string,
  travelDate: string,
  pricedOn: string,
): number {
  const wobble =
    0.9 +
    (0.2 * hashText(`price-day:${route}:${travelDate}:${pricedOn}`)) / 2 ** 32;
  const daysAhead = daysBetween(pricedOn, travelDate);
  const late = 1 + 0.02 * Math.max(0, LATE_BOOKING_DAYS - daysAhead);
  return wobble * late;
}
