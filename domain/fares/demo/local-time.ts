/** Local wall-clock times at airports, through Intl (no time-zone tables of ours). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function parts(instant: number, timeZone: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(instant)) {
    found[type] = value;
  }
  return found;
}

/** "YYYY-MM-DDTHH:mm" at that instant in that zone. */
export function localTime(instant: number, timeZone: string): string {
  const { year, month, day, hour, minute } = parts(instant, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** The zone's offset from UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const local = localTime(instant, timeZone);
  return Date.parse(`${local}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant of a local date and minutes after midnight in that zone. */
export function instantOf(
  isoDate: string,
  minutesAfterMidnight: number,
  timeZone: string,
): number {
  const wall =
    Date.parse(`${isoDate}T00:00:00Z`) + minutesAfterMidnight * 60_000;
  // Two passes settle the offset across a clock change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}
