import { toIsoDate } from "./trip-dates";
import {
  airportPairProblem,
  returnDateProblem,
  travelDateProblem,
} from "./trip-rules";

describe("trip rules", () => {
  it("refuse a trip from an airport to itself", () => {
    expect(airportPairProblem("YYZ", "YYZ")).toBe("same-airport");
    expect(airportPairProblem("YYZ", "YVR")).toBeUndefined();
  });

  it("refuse a travel date before today, comparing calendar days", () => {
    const today = toIsoDate(new Date(2026, 10, 22, 23, 59));
    expect(travelDateProblem("2026-11-21", today)).toBe("date-before-today");
    expect(travelDateProblem("2026-11-22", today)).toBeUndefined();
    expect(travelDateProblem("2027-01-05", today)).toBeUndefined();
  });

  it("refuse a return before the departure, not on the same day", () => {
    expect(returnDateProblem("2026-12-10", "2026-12-09")).toBe(
      "return-before-departure",
    );
    expect(returnDateProblem("2026-12-10", "2026-12-10")).toBeUndefined();
    expect(returnDateProblem("2026-12-31", "2027-01-01")).toBeUndefined();
  });
});
