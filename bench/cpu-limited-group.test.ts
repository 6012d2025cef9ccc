import { periodForShare } from "./cpu-limited-group";

describe("the CPU cgroup's period for a share of a core", () => {
  it("gives the shortest quota (1 ms) that share of the period", () => {
    expect(periodForShare(1)).toBe(1_000);
    expect(periodForShare(0.38)).toBe(2_632);
    expect(periodForShare(0.25)).toBe(4_000);
  });

  it("refuses a share that is no part of a core", () => {
    for (const share of [0, -0.5, 1.5, Number.NaN]) {
      expect(() => periodForShare(share)).toThrow("A CPU share");
    }
  });
});
