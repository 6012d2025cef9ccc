import type { Market } from "../../domain/content/markets";

/** Time zones (IANA names and their old aliases) nearer Vancouver than Toronto. */
const WESTERN_ZONES = new Set([
  // Canada west of Manitoba.
  "America/Vancouver",
  "America/Edmonton",
  "America/Calgary",
  "America/Regina",
  "America/Swift_Current",
  "America/Whitehorse",
  "America/Dawson",
  "America/Dawson_Creek",
  "America/Fort_Nelson",
  "America/Creston",
  "America/Yellowknife",
  "America/Inuvik",
  "America/Cambridge_Bay",
  "Canada/Pacific",
  "Canada/Mountain",
  "Canada/Saskatchewan",
  "Canada/Yukon",
  // The western United States and Mexico's north-west.
  "America/Los_Angeles",
  "America/Denver",
  "America/Boise",
  "America/Phoenix",
  "America/Anchorage",
  "America/Juneau",
  "America/Sitka",
  "America/Nome",
  "America/Tijuana",
  "America/Hermosillo",
  "America/Mazatlan",
  "US/Pacific",
  "US/Mountain",
  "US/Arizona",
  "US/Alaska",
  "US/Hawaii",
  // Across the Pacific, Vancouver is the nearer gateway.
  "Asia/Tokyo",
  "Asia/Seoul",
  "Asia/Shanghai",
  "Asia/Hong_Kong",
  "Asia/Taipei",
  "Asia/Manila",
]);

const WESTERN_REGIONS = ["Pacific/", "Australia/"];

// Loaded after the page, only for visitors who have not chosen a market
// (use-featured-market.ts): the zone list need not weigh on the first load.

/**
 * The market nearer to a visitor in this time zone (the browser reports it
 * without asking for location permission); toronto when unknown.
 */
export function marketForTimeZone(timeZone?: string): Market {
  if (!timeZone) return "toronto";
  const western =
    WESTERN_ZONES.has(timeZone) ||
    WESTERN_REGIONS.some((region) => timeZone.startsWith(region));
  return western ? "vancouver" : "toronto";
}

interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * This browser's time zone. Temporal reads it without building an Intl
 * formatter, whose first one costs a phone 10–18 ms of main-thread work
 * (decision 0027); a browser without Temporal asks Intl.
 */
function browserTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return (
      temporal?.Now.timeZoneId() ??
      Intl.DateTimeFormat().resolvedOptions().timeZone
    );
  } catch {
    // No time zone reported.
    return undefined;
  }
}

/** The market for this browser's time zone. */
export function browserMarket(): Market {
  return marketForTimeZone(browserTimeZone());
}
