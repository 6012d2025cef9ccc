import { formatTripDate } from "./date-in-words";
import { formatTripDateByIntl } from "./trip-date-intl";

const DEC_2026 = new Date(2026, 11, 1);

describe("trip dates in words", () => {
  it("writes the weekday, day and month in each language, never a numeric pair", () => {
    expect(formatTripDate("2026-12-28", "en", DEC_2026)).toBe("Mon, Dec 28");
    expect(formatTripDate("2026-12-28", "fr", DEC_2026)).toBe("lun. 28 déc.");
  });

  it("adds the year when it is not this year's", () => {
    expect(formatTripDate("2027-01-04", "en", DEC_2026)).toBe(
      "Mon, Jan 4, 2027",
    );
    expect(formatTripDate("2027-01-04", "fr", DEC_2026)).toBe(
      "lun. 4 janv. 2027",
    );
  });

  it("writes what Intl writes, every day of two years, in both languages", () => {
    for (let day = 0; day < 730; day += 1) {
      const date = new Date(2026, 0, 1 + day);
      const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      for (const [language, locale] of [
        ["en", "en-CA"],
        ["fr", "fr-CA"],
      ] as const) {
        const intl = new Intl.DateTimeFormat(locale, {
          weekday: "short",
          day: "numeric",
          month: "short",
          ...(date.getFullYear() !== 2026 && { year: "numeric" }),
          timeZone: "UTC",
        }).format(new Date(`${iso}T00:00:00Z`));
        expect(formatTripDate(iso, language, DEC_2026)).toBe(intl);
      }
    }
  });

  it("leaves an empty or unreal date empty", () => {
    expect(formatTripDate("", "fr")).toBe("");
    expect(formatTripDate("2026-02-30", "en")).toBe("");
  });
});

describe("trip dates in words by Intl", () => {
  it("writes what the day shapes write, this year's and next year's", () => {
    const year = new Date().getFullYear();
    for (const iso of [
      `${year}-12-28`,
      `${year + 1}-01-04`,
      `${year + 1}-07-14`,
    ]) {
      for (const language of ["en", "fr"]) {
        expect(formatTripDateByIntl(iso, language)).toBe(
          formatTripDate(iso, language),
        );
      }
    }
    expect(formatTripDateByIntl("", "en")).toBe("");
  });
});
