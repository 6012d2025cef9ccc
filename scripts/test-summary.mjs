// Prints one line, `N passed, N failed`, over every suite that wrote results
// (jest: test-results/jest.json, Playwright: test-results/e2e.json).
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
const jest = read("test-results/jest.json");
if (!jest) console.log("jest wrote no results (test-results/jest.json)");
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
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
