import { deriveNumberShape } from "./derive-shapes";
import { writeNumber } from "./number-shape";
import { SHAPED_FORMATS } from "./shaped-formats";

const LOCALES = ["en-CA", "fr-CA", "es-ES", "de-CH", "en-US"];

describe("writeNumber", () => {
  it.each(LOCALES)("writes cents as Intl writes the price in %s", (locale) => {
    const intl = new Intl.NumberFormat(locale, SHAPED_FORMATS.price);
    const shape = deriveNumberShape(intl);
    for (let cents = 0; cents < 5_000_000_000; cents = cents * 3 + 7) {
      expect(writeNumber(cents, shape)).toBe(intl.format(cents / 100));
    }
  });

  it.each(LOCALES)("writes whole points as Intl does in %s", (locale) => {
    const intl = new Intl.NumberFormat(locale, SHAPED_FORMATS.points);
    const shape = deriveNumberShape(intl);
    for (let points = 0; points < 1e12; points = points * 7 + 3) {
      expect(writeNumber(points, shape)).toBe(intl.format(points));
    }
  });

  it("leaves to Intl what the shape does not cover", () => {
    const shape = deriveNumberShape(
      new Intl.NumberFormat("en-CA", SHAPED_FORMATS.points),
    );
    for (const value of [-1, 0.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(writeNumber(value, shape)).toBeUndefined();
    }
  });
});
