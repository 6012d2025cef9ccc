// `npm test`: every suite in turn. A failing suite does not stop the ones
// after it, so one run shows every failure; the exit code is 1 if any failed.
import { spawnSync } from "node:child_process";

const steps = [
  "typecheck",
  "lint",
  "test:unit",
  "test:api",
  "test:develop",
  "test:e2e",
  "test:budgets",
  "test:observatory",
];

const failed = steps.filter(
  (step) =>
    spawnSync("npm", ["run", "--silent", step], { stdio: "inherit" }).status !==
    0,
);
if (failed.length > 0) {
  console.error(`npm test: failed steps: ${failed.join(", ")}`);
  process.exit(1);
}
