import { isAlertWorthy } from "./alert-rule";

describe("isAlertWorthy", () => {
  it("needs a drop of at least 5 % and at least 10 $ from the price announced", () => {
    // 5 % of 1,000 $ is 50 $: both rules hold at exactly 950 $.
    expect(isAlertWorthy(100_000, 95_000)).toBe(true);
    expect(isAlertWorthy(100_000, 95_001)).toBe(false);
    // 10 $ off 150 $ is 6.7 %, enough; 9.99 $ is not, whatever the share.
    expect(isAlertWorthy(15_000, 14_000)).toBe(true);
    expect(isAlertWorthy(15_000, 14_001)).toBe(false);
    expect(isAlertWorthy(100_000, 100_000)).toBe(false);
    expect(isAlertWorthy(100_000, 120_000)).toBe(false);
  });
});
