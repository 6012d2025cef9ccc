// A tiny RFC 5545 writer: an order's flights are a handful of VEVENTs, not
// worth a library (the `ics` package brings a validator and an id generator).

export interface IcsEvent {
  uid: string;
  /** Local time at the airport, "YYYY-MM-DDTHH:mm" (written as floating time). */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
}

/** TEXT values escape backslashes, semicolons, commas and newlines (§3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next with a space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** "2026-07-01T08:30" → "20260701T083000": floating time, local to the airport. */
const localStamp = (at: string) => `${at.replace(/[-:]/g, "")}00`;

const utcStamp = (date: Date) =>
  `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

export function buildIcs(events: IcsEvent[], now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Northfare//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${localStamp(event.start)}`,
      `DTEND:${localStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
