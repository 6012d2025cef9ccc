import { minutesOfDay } from "./offer-facts";

export const TIMES_OF_DAY = [
  "night",
  "morning",
  "afternoon",
  "evening",
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Night 00:00–04:59, morning 05:00–11:59, afternoon 12:00–17:59, evening 18:00–23:59. */
export function timeOfDay(at: string): TimeOfDay {
  const hour = Math.floor(minutesOfDay(at) / 60);
  if (hour < 5) return "night";
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}
