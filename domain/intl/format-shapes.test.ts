import { deriveDayShape, deriveNumberShape } from "./derive-shapes";
import { writeDay, writeNumber } from "./format-shapes";
import { RESULTS_FORMATS } from "./results-formats";

const LOCALES = ["en-CA", "fr-CA", "es-ES", "de-CH", "en-US"];

describe("writeNumber", () => {
  it.each(LOCALES)("writes cents as Intl writes the price in %s", (locale) => {
    const intl = new Intl.NumberFormat(locale, RESULTS_FORMATS.price);
    const shape = deriveNumberShape(intl);
    for (let cents = 0; cents < 5_000_000_000; cents = cents * 3 + 7) {
      expect(writeNumber(cents, shape)).toBe(intl.format(cents / 100));
    }
  });

  it.each(LOCALES)("writes whole points as Intl does in %s", (locale) => {
    const intl = new Intl.NumberFormat(locale, RESULTS_FORMATS.points);
    const shape = deriveNumberShape(intl);
    for (let points = 0; points < 1e12; points = points * 7 + 3) {
      expect(writeNumber(points, shape)).toBe(intl.format(points));
    }
  });

  it("leaves to Intl what the shape does not cover", () => {
    const shape = deriveNumberShape(
      new Intl.NumberFormat("en-CA", RESULTS_FORMATS.points),
    );
    for (const value of [-1, 0.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(writeNumber(value, shape)).toBeUndefined();
    }
  });
});

describe("writeDay", () => {
  it("writes a day as Intl does, in English and French", () => {
    const english = new Intl.DateTimeFormat("en-CA", RESULTS_FORMATS.day);
    const french = new Intl.DateTimeFormat("fr-CA", RESULTS_FORMATS.day);
    const day = new Date(Date.UTC(2026, 2, 14));
    expect(writeDay("2026-03-14", deriveDayShape(english))).toBe(
      english.format(day),
    );
    expect(writeDay("2026-03-14", deriveDayShape(english))).toBe("Sat, Mar 14");
    expect(writeDay("2026-03-14", deriveDayShape(french))).toBe("sam. 14 mars");
  });

  it("leaves to Intl what is not a real day", () => {
    const shape = deriveDayShape(
      new Intl.DateTimeFormat("en-CA", RESULTS_FORMATS.day),
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
