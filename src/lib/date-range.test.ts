import { formatDateRange } from "./date-range";

// ICU separates parts with thin or narrow spaces; compare words, not spacing.
const words = (text: string) => text.replace(/[\s\u2009\u202f]+/g, " ");

describe("date ranges in the page language", () => {
  it("show weekday, month and day of both dates", () => {
    expect(words(formatDateRange("2026-12-13", "2026-12-20", "en"))).toBe(
      "Sun, Dec 13–Sun, Dec 20",
    );
    expect(words(formatDateRange("2026-12-13", "2026-12-20", "fr"))).toBe(
      "dim. 13 déc. – dim. 20 déc.",
    );
  });

  it("name the years when the trip crosses into a new one", () => {
    const range = formatDateRange("2026-12-29", "2027-01-05", "en");
    expect(range).toContain("2026");
    expect(range).toContain("2027");
  });

  it("are written without building an Intl formatter", () => {
    const buildFormatter = jest.spyOn(Intl, "DateTimeFormat");
    try {
      formatDateRange("2026-12-28", "2027-01-04", "en");
      formatDateRange("2026-12-13", "2026-12-20", "fr");
      expect(buildFormatter).not.toHaveBeenCalled();
    } finally {
      buildFormatter.mockRestore();
    }
  });

  it("refuse text that is not a date", () => {
    expect(() => formatDateRange("2026-02-30", "2026-03-01", "en")).toThrow(
      RangeError,
    );
  });
});
