import { deriveDayRangeShape, deriveDayShape } from "./derive-shapes";
import { writeDay, writeDayRange } from "./day-shape";
import { SHAPED_FORMATS } from "./shaped-formats";

describe("writeDay", () => {
  it("writes a day as Intl does, in English and French", () => {
    const english = new Intl.DateTimeFormat("en-CA", SHAPED_FORMATS.day);
    const french = new Intl.DateTimeFormat("fr-CA", SHAPED_FORMATS.day);
    const day = new Date(Date.UTC(2026, 2, 14));
    expect(writeDay("2026-03-14", deriveDayShape(english))).toBe(
      english.format(day),
    );
    expect(writeDay("2026-03-14", deriveDayShape(english))).toBe("Sat, Mar 14");
    expect(writeDay("2026-03-14", deriveDayShape(french))).toBe("sam. 14 mars");
  });

  it("leaves to Intl what is not a real day", () => {
    const shape = deriveDayShape(
      new Intl.DateTimeFormat("en-CA", SHAPED_FORMATS.day),
    );
    for (const text of [
      "",
      "2026-02-30",
      "2026-13-01",
      "2026-3-14",
      "14/03/2026",
    ]) {
      expect(writeDay(text, shape)).toBeUndefined();
    }
  });
});

describe("writeDayRange", () => {
  const english = new Intl.DateTimeFormat("en-CA", SHAPED_FORMATS.day);
  const french = new Intl.DateTimeFormat("fr-CA", SHAPED_FORMATS.day);
  const shapes = (format: Intl.DateTimeFormat) => {
    const day = deriveDayShape(format);
    return [day, deriveDayRangeShape(format, day)] as const;
  };
  const [englishDay, englishRange] = shapes(english);
  const [frenchDay, frenchRange] = shapes(french);
  const inEnglish = (from: string, to: string) =>
    writeDayRange(from, to, englishDay, englishRange);
  const inFrench = (from: string, to: string) =>
    writeDayRange(from, to, frenchDay, frenchRange);
  const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it.each([
    ["2026-12-13", "2026-12-20", "Sun, Dec 13–Sun, Dec 20"],
    ["2026-11-28", "2026-12-05", "Sat, Nov 28–Sat, Dec 5"],
    ["2026-12-28", "2027-01-04", "Mon, Dec 28, 2026–Mon, Jan 4, 2027"],
    ["2026-12-13", "2026-12-13", "Sun, Dec 13"],
  ])("writes %s to %s as Intl does: %s", (from, to, text) => {
    expect(inEnglish(from, to)).toBe(text);
    expect(english.formatRange(utc(from), utc(to))).toBe(text);
  });

  it("writes French ends and the spaced dash between them", () => {
    const plain = (text?: string) => text?.replace(/[\u2009\u202f]/g, " ");
    expect(plain(inFrench("2026-12-13", "2026-12-20"))).toBe(
      "dim. 13 déc. – dim. 20 déc.",
    );
    expect(plain(inFrench("2026-12-28", "2027-01-04"))).toBe(
      "lun. 28 déc. 2026 – lun. 4 janv. 2027",
    );
  });

  it("leaves to Intl a range that runs backwards or is not made of real days", () => {
    for (const [from, to] of [
      ["2026-12-20", "2026-12-13"],
      ["2026-02-30", "2026-03-02"],
      ["2026-03-01", "next week"],
      ["0099-01-01", "0099-01-08"],
    ] as const) {
      expect(inEnglish(from, to)).toBeUndefined();
    }
  });
});
