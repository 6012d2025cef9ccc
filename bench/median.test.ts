/** @jest-environment node */
import { median } from "./median";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([49, 6, 35, 12, 40])).toBe(35);
  });

  it("takes the mean of the middle two of an even count", () => {
    expect(median([17, 5, 84, 16])).toBe(16.5);
  });

  it("leaves out values that are not numbers, and is NaN with none left", () => {
    expect(median([Number.NaN, 3, Number.POSITIVE_INFINITY, 1, 2])).toBe(2);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });
});
