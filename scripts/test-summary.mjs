// Prints one line, `N passed, N failed`, over every suite that wrote results
// (jest: test-results/jest.json, vitest: test-results/api.json and api-postgres.json,
// the `npm run develop` smoke test: test-results/develop.json, the performance budgets:
// test-results/budgets.json, the MDN HTTP Observatory: test-results/observatory.json,
// Playwright: test-results/e2e.json).
import fs from "node:fs";
import { stripVTControlCharacters } from "node:util";

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
const failedNames = [];
// jest and vitest write the same JSON report shape (the smoke test and the
// budgets check imitate it).
for (const [runner, file] of [
  ["jest", "test-results/jest.json"],
  ["vitest", "test-results/api.json"],
  ["vitest on Postgres", "test-results/api-postgres.json"],
  ["npm run develop smoke test", "test-results/develop.json"],
  ["budgets", "test-results/budgets.json"],
  ["MDN HTTP Observatory", "test-results/observatory.json"],
]) {
  const report = read(file);
  if (!report) {
    // A suite that never ran (an earlier step failed) counts as a failure.
    console.log(`${runner} wrote no results (${file})`);
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
  // A skipped test (or one a failed setup skipped) is a defect: count it as failed.
  failed +=
    report.numFailedTests +
    (report.numPendingTests ?? 0) +
    (report.numRuntimeErrorTestSuites ?? 0);
}
const e2e = read("test-results/e2e.json");
if (!e2e) {
  console.log("Playwright wrote no results (test-results/e2e.json)");
  failed += 1;
}
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  // A skipped test is a defect here: count it as failed.
  failed += e2e.stats.skipped;
  // The first line of a run's first error, so the log says why it failed.
  const firstError = ({ results = [] }) => {
    const message = results.find(({ error }) => error?.message)?.error.message;
    return message ? stripVTControlCharacters(message).split("\n")[0] : "";
  };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `Playwright: ${[...titles, spec.title].join(" › ")} [${test.projectName}]`;
        if (test.status === "unexpected")
          failedNames.push(`${name}: ${firstError(test)}`);
        if (test.status === "flaky")
          console.log(`flaky (passed on retry): ${name}: ${firstError(test)}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites ?? []) walk(suite, [suite.title]);
}
// Name what failed, so a CI log that shows only its tail still says which test.
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
