/** @jest-environment node */
import {
  cpuSlowdown,
  hostScaledSlowdown,
  PRESET_CPU_SLOWDOWN,
  wantsScaledRuns,
} from "./cpu-slowdown";

describe("cpuSlowdown", () => {
  it("is the preset's 4 unless BENCH_LH_CPU is set", () => {
    expect(cpuSlowdown({})).toBe(PRESET_CPU_SLOWDOWN);
    expect(cpuSlowdown({ BENCH_LH_CPU: " " })).toBe(4);
    expect(cpuSlowdown({ BENCH_LH_CPU: "8" })).toBe(8);
  });

  it("refuses what is not a multiplier", () => {
    expect(() => cpuSlowdown({ BENCH_LH_CPU: "fast" })).toThrow(
      'BENCH_LH_CPU must be a number ≥ 1, not "fast"',
    );
    expect(() => cpuSlowdown({ BENCH_LH_CPU: "0.5" })).toThrow(/≥ 1/);
  });
});

describe("hostScaledSlowdown", () => {
  it("is the slowdown itself on a host of 1,400, and more on a faster one", () => {
    expect(hostScaledSlowdown(4, 1_400)).toBe(4);
    expect(hostScaledSlowdown(4, 3_712)).toBe(10.6);
    expect(hostScaledSlowdown(4, 1_650)).toBe(4.7);
    expect(hostScaledSlowdown(8, 2_100)).toBe(12);
  });

  it("never goes under 1, and refuses an index that is not one", () => {
    expect(hostScaledSlowdown(4, 200)).toBe(1);
    expect(() => hostScaledSlowdown(4, 0)).toThrow(/over 0/);
    expect(() => hostScaledSlowdown(4, Number.NaN)).toThrow(/over 0/);
  });
});

describe("wantsScaledRuns", () => {
  it("is on unless BENCH_LH_SCALED is 0", () => {
    expect(wantsScaledRuns({})).toBe(true);
    expect(wantsScaledRuns({ BENCH_LH_SCALED: "1" })).toBe(true);
    expect(wantsScaledRuns({ BENCH_LH_SCALED: "0" })).toBe(false);
  });
});
