// Part of `npm run bench -- lighthouse`: the CPU multiplier of its runs.

/**
 * Lighthouse's CPU multiplier: 4 (its mobile preset) unless BENCH_LH_CPU says
 * otherwise. The simulation multiplies each task this machine ran by it, so 8
 * shows a host half as fast as this one (the was about half as fast).
 */
export function cpuSlowdown(): number {
  const value = Number(process.env.BENCH_LH_CPU ?? 4);
  if (!Number.isFinite(value) || value < 1) {
    throw new Error(
      `BENCH_LH_CPU must be a number ≥ 1, not ${process.env.BENCH_LH_CPU}`,
    );
  }
  return value;
}
