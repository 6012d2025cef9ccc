// Prints one line, `N passed, N failed`, over every suite that wrote results
// (jest: test-results/jest.json, vitest: test-results/api.json and api-postgres.json,
// the `npm run develop` smoke test: test-results/develop.json, the performance budgets:
// test-results/budgets.json, the MDN HTTP Observatory: test-results/observatory.json,
// Playwright: test-results/e2e.json), after the names of what failed and, when
// the browser tests ran, `flaky: N`: tests that passed only on retry, counted as
// failed (scripts/summarize-results.mjs). Exits 1 when anything failed.
import fs from "node:fs";
import { REPORT_FILES, summarize } from "./summarize-results.mjs";

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

const { lines, failed } = summarize(
  Object.fromEntries(REPORT_FILES.map((file) => [file, read(file)])),
);
for (const line of lines) console.log(line);
if (failed > 0) process.exitCode = 1;
