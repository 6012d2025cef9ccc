import type { PageMetrics } from "./lighthouse-runs";

/** One Lighthouse run's figures for the bench's table tests: a fast page unless told otherwise. */
export const pageMetrics = (
  tbt: number,
  more: Partial<PageMetrics> = {},
): PageMetrics => ({
  score: 1,
  tbt,
  lcp: 700,
  fcp: 650,
  cls: 0,
  scriptKb: 150,
  benchmarkIndex: 3600,
  cpu: null,
  blocking: null,
  ...more,
});
