import { calendarDates, shiftIsoDate } from "./calendar-dates";

const trip = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2026-12-30",
  arrivalDate: "2027-01-02",
  adults: 1,
  children: 0,
};

describe("calendarDates", () => {
  it("shifts across months and years", () => {
    expect(shiftIsoDate("2026-12-30", 3)).toBe("2027-01-02");
    expect(shiftIsoDate("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("gives ±3 days around the trip, both dates moved together", () => {
    const dates = calendarDates(trip, new Date("2026-11-23T12:00:00Z"));
    expect(
      dates.map(({ departureDate, arrivalDate }) => [
        departureDate,
        arrivalDate,
      ]),
    ).toEqual([
      ["2026-12-27", "2026-12-30"],
      ["2026-12-28", "2026-12-31"],
      ["2026-12-29", "2027-01-01"],
      ["2026-12-30", "2027-01-02"],
      ["2026-12-31", "2027-01-03"],
      ["2027-01-01", "2027-01-04"],
      ["2027-01-02", "2027-01-05"],
    ]);
    expect(
      dates.every(({ lowest_total_cents }) => lowest_total_cents === null),
    ).toBe(true);
  });

  it("skips past days, and one-way trips have no return date", () => {
    const oneWay = { ...trip, arrivalDate: undefined };
    const dates = calendarDates(oneWay, new Date("2026-12-29T20:00:00Z"));
    expect(dates).toEqual(
      [
        "2026-12-29",
        "2026-12-30",
        "2026-12-31",
        "2027-01-01",
        "2027-01-02",
      ].map((departureDate) => ({ departureDate, lowest_total_cents: null })),
    );
  });
});
