// `npm run test:budgets`: builds when needed (SKIP_BUILD=1 skips), then
// prints each page's first-load JavaScript against its budget
// (scripts/budgets.ts), writes test-results/budgets.json and fails on any
// page or rule over budget. Run with `node --import tsx` (it loads the .ts).
import fs from "node:fs";
import path from "node:path";
import {
  checkBudgets,
  formatTable,
  jestReport,
  measureSite,
} from "./budgets.ts";
import { ensureBuild, repoRoot } from "./ensure-build.mjs";

await ensureBuild();

let checks;
try {
  const measures = measureSite(path.join(repoRoot, "public"));
  console.log(formatTable(measures));
  checks = checkBudgets(measures);
} catch (error) {
  // A build this cannot read is a failure, never a pass.
  const message = error instanceof Error ? error.message : String(error);
  checks = [
    {
      name: "the production build in public/ can be measured",
      passed: false,
      failure: `cannot measure the build in public/: ${message}`,
    },
  ];
}

const resultsDir = path.join(repoRoot, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, "budgets.json"),
  JSON.stringify(jestReport(checks), null, 2),
);

const failures = checks.filter((check) => !check.passed);
for (const { failure } of failures) console.error(`✗ ${failure}`);
console.log(
  `${checks.length - failures.length} budget checks passed, ${failures.length} failed`,
);
process.exit(failures.length ? 1 : 0);
