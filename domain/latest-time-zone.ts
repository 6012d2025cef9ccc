/**
 * UTC−12, the last time zone where a day ends. A date judged there is one
 * that some traveller's own calendar still shows, whatever the server's zone.
 */
const LATEST_ZONE_BEHIND_UTC_MS = 12 * 3_600_000;

/** The instant as the clock reads in UTC−12 (its UTC fields are that zone's). */
export const inLatestTimeZone = (now: Date): Date =>
  new Date(now.getTime() - LATEST_ZONE_BEHIND_UTC_MS);
