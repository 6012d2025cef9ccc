/** @jest-environment node */
import {
  correctedThrottle,
  cpuSlowdown,
  hostScaledSlowdown,
  PRESET_CPU_SLOWDOWN,
  referenceHostThrottle,
  wantsScaledRuns,
  wantsSlowedHostRuns,
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

describe("referenceHostThrottle", () => {
  it("slows a faster host to about 1,400, and leaves a slower one as it is", () => {
    expect(referenceHostThrottle(1_400)).toBe(1);
    expect(referenceHostThrottle(3_785)).toBe(2.7);
    expect(referenceHostThrottle(2_100)).toBe(1.5);
    expect(referenceHostThrottle(1_064)).toBe(1);
    expect(() => referenceHostThrottle(0)).toThrow(/over 0/);
  });
});

describe("correctedThrottle", () => {
  it("throttles less when the host read slower than 1,400 under it, more when faster", () => {
    expect(correctedThrottle(2.7, 1_400)).toBe(2.7);
    expect(correctedThrottle(2.7, 1_250)).toBe(2.41);
    expect(correctedThrottle(2, 1_540)).toBe(2.2);
    expect(correctedThrottle(1.1, 700)).toBe(1);
    expect(() => correctedThrottle(2, Number.NaN)).toThrow(/over 0/);
  });
});

describe("wantsSlowedHostRuns", () => {
  it("is on unless BENCH_LH_HOST is 0", () => {
    expect(wantsSlowedHostRuns({})).toBe(true);
    expect(wantsSlowedHostRuns({ BENCH_LH_HOST: "0" })).toBe(false);
  });
});
