import { distanceKm } from "./geo";
import { hashText } from "./hash";
import type { Random } from "./random";
import type { RoutePath } from "./route-paths";

/** The weekday (0 Sunday) of a YYYY-MM-DD date. */
const weekday = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/** Fridays, Sundays and the evening rush cost more; dawn and late flights less. */
function demandFactor(departure: number, isoDate: string) {
  const day = weekday(isoDate);
  const busyDay =
    day === 5 || day === 0 ? 1.12 : day === 2 || day === 3 ? 0.92 : 1;
  const hour = departure / 60;
  const busyHour =
    hour < 8 || hour >= 20 ? 0.9 : hour >= 16 && hour < 19 ? 1.1 : 1;
  return busyDay * busyHour;
}

/** The same airline every time it appears, a little cheaper or dearer. */
const carrierFactor = (code: string) => 0.9 + (hashText(code) % 23) / 100;

/** Connections sell for less than a nonstop. */
const STOPS_FACTORS = [1, 0.88, 0.8];

/**
 * One adult's basic fare for a flight, in whole dollars: a fixed part plus
 * distance, then the airline, the stops, the demand, some noise and the
 * pricing day's factor (pricing-day.ts).
 */
export function adultBaseFare(
  path: RoutePath,
  departure: number,
  isoDate: string,
  random: Random,
  dayFactor = 1,
): number {
  const first = path.legs[0]!;
  const last = path.legs[path.legs.length - 1]!;
  const fare =
    (55 + 0.055 * distanceKm(first.from, last.to)) *
    carrierFactor(path.owner) *
    (STOPS_FACTORS[path.legs.length - 1] ?? 0.8) *
    demandFactor(departure, isoDate) *
    random.between(0.88, 1.15) *
    dayFactor;
  return Math.max(49, Math.round(fare));
}
