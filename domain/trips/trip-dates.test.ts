import { addDays, parseIsoDate, toIsoDate } from "./trip-dates";

describe("trip dates", () => {
  it("store year-month-day", () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", "tomorrow", ""])(
    "refuse %j",
    (text) => {
      expect(parseIsoDate(text)).toBeUndefined();
    },
  );

  it("read a real day", () => {
    expect(toIsoDate(parseIsoDate("2028-02-29")!)).toBe("2028-02-29");
  });

  it("add days across months and years", () => {
    expect(toIsoDate(addDays(new Date(2026, 11, 20), 21))).toBe("2027-01-10");
  });
});
