import { formatShortDate } from "./short-date";

describe("short trip dates", () => {
  it("puts the month first in English and the day first in French", () => {
    expect(formatShortDate("2026-03-04", "en")).toBe("03/04");
    expect(formatShortDate("2026-03-04", "fr")).toBe("04/03");
  });

  it("leaves an empty date empty", () => {
    expect(formatShortDate("", "fr")).toBe("");
  });
});
