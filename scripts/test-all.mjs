// `npm test`: every suite in turn. A failing suite does not stop the ones
// after it, so one run shows every failure; the exit code is 1 if any failed.
// Each step's wall time is printed, so a CI log shows where the time goes.
// First the system tools the suites need (Chromium, redis-server): missing
// ones are installed as root with apt, else npm test stops at once with the
// command to run (scripts/system-tools.mjs).
import { spawnSync } from "node:child_process";
import { ensureSystemTools } from "./system-tools.mjs";

if (ensureSystemTools() !== 0) process.exit(1);

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

const timings = [];
const failed = steps.filter((step) => {
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", "--silent", step], {
    stdio: "inherit",
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  const line = `npm test: ${step} took ${seconds} s${status === 0 ? "" : " (failed)"}`;
  timings.push(line);
  console.log(line);
  return status !== 0;
});
// Once more together at the end, where a CI log's tail shows them.
for (const line of timings) console.log(line);
if (failed.length > 0) {
  console.error(`npm test: failed steps: ${failed.join(", ")}`);
  process.exit(1);
}
