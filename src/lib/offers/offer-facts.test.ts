import {
  dayOffset,
  formatDuration,
  localTime,
  minutesOfDay,
} from "./offer-facts";
import { timeOfDay } from "./time-of-day";

describe("offer facts", () => {
  it("writes durations as 5 h 12 min", () => {
    expect(formatDuration(312)).toBe("5 h 12 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(180)).toBe("3 h");
  });

  it("counts the days an arrival is later, across months", () => {
    expect(dayOffset("2030-03-14T22:10", "2030-03-14T23:55")).toBe(0);
    expect(dayOffset("2030-03-14T22:10", "2030-03-15T06:05")).toBe(1);
    expect(dayOffset("2030-03-31T22:10", "2030-04-02T01:00")).toBe(2);
  });

  it("reads local times without any time zone", () => {
    expect(localTime("2030-03-14T07:05")).toBe("07:05");
    expect(minutesOfDay("2030-03-14T07:05")).toBe(425);
  });

  it("names the time of day at its edges", () => {
    expect(timeOfDay("2030-03-14T04:59")).toBe("night");
    expect(timeOfDay("2030-03-14T05:00")).toBe("morning");
    expect(timeOfDay("2030-03-14T12:00")).toBe("afternoon");
    expect(timeOfDay("2030-03-14T17:59")).toBe("afternoon");
    expect(timeOfDay("2030-03-14T18:00")).toBe("evening");
  });
});
