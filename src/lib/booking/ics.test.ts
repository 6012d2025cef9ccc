import { buildIcs, escapeText, foldLine } from "../../../domain/orders/ics";
import { orderIcsEvents } from "../../../domain/orders/order-ics-events";
import { sampleOrder } from "../../services/orders/mock-orders";

const now = new Date("2026-06-01T12:34:56Z");

describe("buildIcs", () => {
  it("writes one VEVENT per flight in floating local time, with CRLF", () => {
    const ics = buildIcs(
      orderIcsEvents(sampleOrder("abc"), "Booking reference"),
      now,
    );
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(
      sampleOrder("abc").offer.slices.flatMap((slice) => slice.segments).length,
    );
    expect(lines).toContain("DTSTART:20260710T083000");
    expect(lines).toContain("DTSTAMP:20260601T123456Z");
    expect(lines).toContain("UID:abc-1@northfare");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("escapes text values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds lines past 75 octets without splitting a character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    const parts = folded.split("\r\n ");
    expect(parts.length).toBeGreaterThan(1);
    for (const [index, part] of parts.entries()) {
      const octets = Buffer.byteLength(part) + (index > 0 ? 1 : 0);
      expect(octets).toBeLessThanOrEqual(75);
    }
    expect(parts.join("")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });
});
