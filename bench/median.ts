/**
 * The median of the finite values (the mean of the middle two when their
 * count is even, as Lighthouse's own median-run.js takes it); NaN when
 * there are none.
 */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
