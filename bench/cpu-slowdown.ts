// Part of `npm run bench`: the CPU multiplier of the browser parts, and the
// same slowdown scaled by how fast this host is.

/** Lighthouse's mobile preset slows the CPU 4×. */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * Lighthouse's CPU multiplier: the preset's unless BENCH_LH_CPU says
 * otherwise. The simulation multiplies each task this machine ran by it, so 8
 * shows a host half as fast as this one (the was about half as fast).
 */
export function cpuSlowdown(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.BENCH_LH_CPU?.trim();
  if (!text) return PRESET_CPU_SLOWDOWN;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 1) {
    throw new Error(`BENCH_LH_CPU must be a number ≥ 1, not "${text}"`);
  }
  return value;
}

/** How a table names the multiplier: nothing for the preset's. */
export function cpuSlowdownLabel(slowdown: number): string {
  return slowdown === PRESET_CPU_SLOWDOWN
    ? ""
    : ` with CPU ×${slowdown} (BENCH_LH_CPU), not the preset's ×${PRESET_CPU_SLOWDOWN}`;
}

/** The host the preset's 4× stands for: a benchmarkIndex of about 1,400. */
export const REFERENCE_BENCHMARK_INDEX = 1_400;

/**
 * `times` the ratio of `benchmarkIndex` to 1,400, rounded to `decimals`, and
 * never under 1 (neither CDP nor Lighthouse speeds a CPU up).
 */
function timesRatioToReference(
  benchmarkIndex: number,
  times: number,
  decimals: number,
): number {
  if (!(benchmarkIndex > 0)) {
    throw new Error(`A benchmarkIndex must be over 0, not ${benchmarkIndex}`);
  }
  const places = 10 ** decimals;
  const value = (times * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(value * places) / places);
}

/**
 * What `slowdown` on the reference host is on one of `benchmarkIndex`: a
 * host twice as fast needs twice the slowdown to be as slow. To one decimal.
 */
export function hostScaledSlowdown(
  slowdown: number,
  benchmarkIndex: number,
): number {
  return timesRatioToReference(benchmarkIndex, slowdown, 1);
}

/** BENCH_LH_SCALED=0 leaves out the Lighthouse runs at the scaled slowdown. */
export const wantsScaledRuns = (env: NodeJS.ProcessEnv = process.env) =>
  env.BENCH_LH_SCALED?.trim() !== "0";

/**
 * The CPU throttling that slows this host to the reference's speed: how much
 * faster than about 1,400 its benchmarkIndex is (never under 1). Lighthouse
 * then observes the page as that host would run it, and applies the preset's
 * slowdown itself (bench/page-speed.ts, "on a slowed host").
 */
export function referenceHostThrottle(benchmarkIndex: number): number {
  return timesRatioToReference(benchmarkIndex, 1, 2);
}

/**
 * The throttle corrected once by what it gave: Chromium's throttling costs
 * some speed of its own, so a throttle of `rate` read `throttledIndex`
 * rather than the reference's index. Never under 1.
 */
export function correctedThrottle(
  rate: number,
  throttledIndex: number,
): number {
  return timesRatioToReference(throttledIndex, rate, 2);
}

/** BENCH_LH_HOST=0 leaves out the Lighthouse runs on the slowed host. */
export const wantsSlowedHostRuns = (env: NodeJS.ProcessEnv = process.env) =>
  env.BENCH_LH_HOST?.trim() !== "0";
