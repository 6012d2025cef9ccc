/** @jest-environment node */
import { cpuSlowdown, PRESET_CPU_SLOWDOWN } from "./cpu-slowdown";

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
