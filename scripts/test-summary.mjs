// Prints one line, `N passed, N failed`, over every suite that wrote results
// (jest: test-results/jest.json, vitest: test-results/api.json and api-postgres.json,
// the `npm run develop` smoke test: test-results/develop.json, Playwright: test-results/e2e.json).
import fs from "node:fs";

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
// jest and vitest write the same JSON report shape (the smoke test imitates it).
for (const [runner, file] of [
  ["jest", "test-results/jest.json"],
  ["vitest", "test-results/api.json"],
  ["vitest on Postgres", "test-results/api-postgres.json"],
  ["npm run develop smoke test", "test-results/develop.json"],
]) {
  const report = read(file);
  if (!report) {
    console.log(`${runner} wrote no results (${file})`);
    continue;
  }
  passed += report.numPassedTests;
  // A skipped test (or one a failed setup skipped) is a defect: count it as failed.
  failed +=
    report.numFailedTests +
    (report.numPendingTests ?? 0) +
    (report.numRuntimeErrorTestSuites ?? 0);
}
const e2e = read("test-results/e2e.json");
if (!e2e) console.log("Playwright wrote no results (test-results/e2e.json)");
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  // A skipped test is a defect here: count it as failed.
  failed += e2e.stats.skipped;
}
console.log(`${passed} passed, ${failed} failed`);
