// The counting behind scripts/test-summary.mjs, over the reports as read
// (null for a report a suite never wrote). Plain Node, no file access.
import { stripVTControlCharacters } from "node:util";

/** The suites writing jest's JSON report shape (vitest, the smoke test and the budgets imitate it). */
export const JEST_SHAPED_REPORTS = [
  ["jest", "test-results/jest.json"],
  ["vitest", "test-results/api.json"],
  ["vitest on Postgres", "test-results/api-postgres.json"],
  ["npm run develop smoke test", "test-results/develop.json"],
  ["budgets", "test-results/budgets.json"],
  ["MDN HTTP Observatory", "test-results/observatory.json"],
];
export const PLAYWRIGHT_REPORT = "test-results/e2e.json";

/** Every report file the summary reads. */
export const REPORT_FILES = [
  ...JEST_SHAPED_REPORTS.map(([, file]) => file),
  PLAYWRIGHT_REPORT,
];

/** Lines of an error kept in the log: enough for an assertion's diff. */
const ERROR_LINES = 12;

/**
 * A Playwright test's first error up to its stack (at most ERROR_LINES
 * non-empty lines), so the log says why, received values included.
 */
function firstError({ results = [] }) {
  const message = results.find(({ error }) => error?.message)?.error.message;
  if (!message) return "";
  const lines = stripVTControlCharacters(message).split("\n");
  const stack = lines.findIndex((line) => /^\s*at /.test(line));
  return lines
    .slice(0, stack === -1 ? undefined : stack)
    .filter((line) => line.trim() !== "")
    .slice(0, ERROR_LINES)
    .join("\n    ");
}

/**
 * Counts every suite's results. A browser test that passed only on retry is
 * flaky: it is named, counted under `flaky`, and counted as failed too, so
 * `N passed, N failed` (the last line) shows it and CI fails on it.
 * `reports` maps each file of REPORT_FILES to its parsed JSON, or null.
 */
export function summarize(reports) {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  const failedNames = [];
  const flakyNames = [];
  const lines = [];

  for (const [runner, file] of JEST_SHAPED_REPORTS) {
    const report = reports[file];
    if (!report) {
      // A suite that never ran (an earlier step failed) counts as a failure.
      lines.push(`${runner} wrote no results (${file})`);
      failed += 1;
      continue;
    }
    passed += report.numPassedTests;
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== "passed")
          failedNames.push(`${runner}: ${test.fullName} (${test.status})`);
      }
      if (suite.status === "failed" && !(suite.assertionResults ?? []).length) {
        failedNames.push(
          `${runner}: ${suite.name} did not run (${suite.message?.split("\n")[0] ?? "failed"})`,
        );
      }
    }
    // Errors no test caught (server/testing/json-with-unhandled-errors.ts),
    // each counted below as an errored suite.
    for (const message of report.unhandledErrors ?? []) {
      failedNames.push(`${runner}: an error outside any test: ${message}`);
    }
    // A skipped test (or one a failed setup skipped) is a defect: count it as failed.
    failed +=
      report.numFailedTests +
      (report.numPendingTests ?? 0) +
      (report.numRuntimeErrorTestSuites ?? 0);
  }

  const e2e = reports[PLAYWRIGHT_REPORT];
  if (!e2e) {
    lines.push(`Playwright wrote no results (${PLAYWRIGHT_REPORT})`);
    failed += 1;
  } else {
    passed += e2e.stats.expected;
    flaky = e2e.stats.flaky;
    // A skipped test is a defect here: count it as failed.
    failed += e2e.stats.unexpected + e2e.stats.skipped + flaky;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const name = `Playwright: ${[...titles, spec.title].join(" › ")} [${test.projectName}]`;
          if (test.status === "unexpected")
            failedNames.push(`${name}: ${firstError(test)}`);
          if (test.status === "flaky")
            flakyNames.push(`${name}: ${firstError(test)}`);
        }
      }
      for (const child of suite.suites ?? [])
        walk(child, [...titles, child.title]);
    };
    for (const suite of e2e.suites ?? []) walk(suite, [suite.title]);
  }

  // Name what failed, so a CI log that shows only its tail still says which test.
  for (const name of failedNames) lines.push(`failed: ${name}`);
  for (const name of flakyNames)
    lines.push(`flaky (failed, then passed on retry): ${name}`);
  if (e2e) lines.push(`flaky: ${flaky}`);
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed, flaky };
}
