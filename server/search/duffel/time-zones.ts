/** A local wall-clock time ("YYYY-MM-DDTHH:mm[:ss]") at an IANA time zone. */
export interface LocalTime {
  at: string;
  zone: string;
}

/** How far `zone` is ahead of UTC at the instant `utcMs`, in ms. */
function offsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(utcMs));
  const part = (type: string) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
  );
  return wall - Math.floor(utcMs / 60_000) * 60_000;
}

/** The UTC instant of a local time (two passes settle a DST change). */
function instantOf({ at, zone }: LocalTime): number {
  const asUtc = Date.parse(`${at.slice(0, 16)}Z`);
  const first = asUtc - offsetMs(asUtc, zone);
  return asUtc - offsetMs(first, zone);
}

/**
 * Minutes from one local time to another in other zones: a flight's
 * duration when the supplier leaves it out.
 */
export function minutesAcrossZones(from: LocalTime, to: LocalTime): number {
  return Math.round((instantOf(to) - instantOf(from)) / 60_000);
}
