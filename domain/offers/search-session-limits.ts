// The search session's limits in time, apart from its zod contract so that
// the site's mock mode can read them without loading zod.
import { inLatestTimeZone } from "../latest-time-zone";

/** A search session lasts this long; then GET answers 410. */
export const SEARCH_SESSION_TTL_MINUTES = 30;

/**
 * The earliest date anyone on Earth may still call today (UTC−12), so a
 * traveller's own today is never refused whatever the server's time zone.
 */
export function earliestTripDate(now: Date): string {
  return inLatestTimeZone(now).toISOString().slice(0, 10);
}
