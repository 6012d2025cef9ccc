import { dayOffset } from "../offers/offer-facts";
import { formatClock, formatDay, splitDuration } from "./flight-times";

describe("flight times", () => {
  it("formats the local time as written, in each language", () => {
    expect(formatClock("2026-07-10T20:05", "en-CA")).toMatch(/8:05\sp\.m\./);
    expect(formatClock("2026-07-10T20:05", "fr-CA")).toMatch(/20\sh\s05/);
    expect(formatDay("2026-07-10T20:05", "en-CA")).toMatch(
      /Fri.*Jul.*10.*2026/,
    );
  });

  it("counts the days an arrival is after its departure", () => {
    // The itinerary's "+1" uses the results screen's rule.
    expect(dayOffset("2026-07-10T20:05", "2026-07-10T23:00")).toBe(0);
    expect(dayOffset("2026-07-10T20:05", "2026-07-11T06:00")).toBe(1);
    expect(dayOffset("2026-12-31T20:05", "2027-01-02T06:00")).toBe(2);
  });

  it("splits minutes into hours and minutes", () => {
    expect(splitDuration(310)).toEqual({ h: 5, m: 10 });
  });
});
