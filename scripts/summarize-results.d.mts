// Types of scripts/summarize-results.mjs, for its test.

export const JEST_SHAPED_REPORTS: [runner: string, file: string][];
export const PLAYWRIGHT_REPORT: string;
export const REPORT_FILES: string[];

export function summarize(reports: Record<string, unknown>): {
  lines: string[];
  passed: number;
  failed: number;
  flaky: number;
};
