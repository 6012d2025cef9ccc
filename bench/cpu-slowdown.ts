// Part of `npm run bench -- lighthouse`: the CPU multiplier of its runs.

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
