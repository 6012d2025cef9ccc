import { dateOfBirthProblem } from "../../../domain/orders/passenger-rules";
import { datePartOrder, joinDate, monthNames, splitDate } from "./date-parts";

describe("a date of birth in parts", () => {
  it("asks month, day, year in English and day, month, year in French", () => {
    expect(datePartOrder("en-CA")).toEqual(["month", "day", "year"]);
    expect(datePartOrder("fr-CA")).toEqual(["day", "month", "year"]);
  });

  it("names the months in the page language", () => {
    expect(monthNames("en-CA")[0]).toBe("January");
    expect(monthNames("fr-CA")[11]).toBe("décembre");
  });

  it("joins whole parts into a year-month-day the rules accept", () => {
    const joined = joinDate({ year: "1990", month: "05", day: "1" });
    expect(joined).toBe("1990-05-01");
    expect(dateOfBirthProblem("adult", joined, "2026-12-28")).toBeUndefined();
    expect(splitDate(joined)).toEqual({ year: "1990", month: "05", day: "01" });
  });

  it("keeps parts not complete as a date the rules call not real, and nothing as empty", () => {
    for (const parts of [
      { year: "199", month: "05", day: "1" },
      { year: "1990", month: "", day: "1" },
      { year: "1990", month: "02", day: "30" },
    ]) {
      expect(dateOfBirthProblem("adult", joinDate(parts), "2026-12-28")).toBe(
        "format",
      );
    }
    expect(joinDate({ year: "", month: "", day: "" })).toBe("");
    expect(splitDate(joinDate({ year: "19", month: "", day: "3" }))).toEqual({
      year: "19",
      month: "",
      day: "3",
    });
  });
});
