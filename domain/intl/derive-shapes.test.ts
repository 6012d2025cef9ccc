import {
  deriveDayRangeShape,
  deriveDayShape,
  deriveNumberShape,
} from "./derive-shapes";
import { SHORT_DAY_FORMAT } from "./shaped-formats";

const WHOLE = { maximumFractionDigits: 0 };

describe("deriveNumberShape", () => {
  it("reads the separators and the currency's place", () => {
    const shape = deriveNumberShape(
      new Intl.NumberFormat("fr-CA", {
        style: "currency",
        currency: "CAD",
        minimumFractionDigits: 2,
      }),
    );
    expect(shape).toEqual({
      prefix: "",
      suffix: "\u00a0$",
      group: "\u00a0",
      decimal: ",",
      fractionDigits: 2,
      groupFrom: 4,
    });
  });

  it("knows a locale that leaves four digits whole", () => {
    expect(
      deriveNumberShape(new Intl.NumberFormat("es-ES", WHOLE)).groupFrom,
    ).toBe(5);
  });

  it("refuses a format whose decimals vary", () => {
    expect(() =>
      deriveNumberShape(
        new Intl.NumberFormat("en-CA", { maximumFractionDigits: 2 }),
      ),
    ).toThrow("fixed count of decimals");
  });

  it("refuses a format it cannot write exactly (other digits, grouping in twos)", () => {
    for (const locale of ["ar-EG", "hi-IN"]) {
      expect(() =>
        deriveNumberShape(new Intl.NumberFormat(locale, WHOLE)),
      ).toThrow("where Intl writes");
    }
  });
});

describe("deriveDayShape", () => {
  it("refuses a format outside UTC", () => {
    expect(() =>
      deriveDayShape(
        new Intl.DateTimeFormat("en-CA", {
          ...SHORT_DAY_FORMAT,
          timeZone: "America/Toronto",
        }),
      ),
    ).toThrow("in UTC");
  });

  it("refuses a format it cannot write exactly (other digits)", () => {
    expect(() =>
      deriveDayShape(new Intl.DateTimeFormat("ar-EG", SHORT_DAY_FORMAT)),
    ).toThrow("where Intl writes");
  });
});

describe("deriveDayRangeShape", () => {
  it("reads the text between the ends, and the year where a range crosses one", () => {
    const shape = deriveDayRangeShape(
      new Intl.DateTimeFormat("fr-CA", SHORT_DAY_FORMAT),
    );
    expect(shape.separator).toBe("\u2009–\u2009");
    expect(shape.partsWithYear.at(-1)).toEqual({ field: "year" });
  });

  it("refuses a format outside UTC", () => {
    expect(() =>
      deriveDayRangeShape(
        new Intl.DateTimeFormat("en-CA", {
          ...SHORT_DAY_FORMAT,
          timeZone: "America/Toronto",
        }),
      ),
    ).toThrow("in UTC");
  });

  it("refuses a range format it cannot write exactly (other digits)", () => {
    expect(() =>
      deriveDayRangeShape(new Intl.DateTimeFormat("ar-EG", SHORT_DAY_FORMAT)),
    ).toThrow("where Intl writes");
  });
});
