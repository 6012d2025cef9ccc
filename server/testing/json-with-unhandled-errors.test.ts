import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Vitest } from "vitest/node";
import { JsonWithUnhandledErrors } from "./json-with-unhandled-errors";

/** The report written for a run of no test files, ending with `unhandled`. */
async function reportOf(unhandled: { name: string; message: string }[]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "json-report-"));
  const outputFile = path.join(folder, "api.json");
  try {
    const reporter = new JsonWithUnhandledErrors({ outputFile });
    // What the JSON reporter reads of vitest's context.
    reporter.onInit({
      config: { root: folder, passWithNoTests: true },
      snapshot: { summary: {} },
      logger: { log: () => {}, warn: () => {} },
    } as unknown as Vitest);
    await reporter.onTestRunEnd([], unhandled);
    return JSON.parse(fs.readFileSync(outputFile, "utf8")) as Record<
      string,
      unknown
    >;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

it("counts an error no test caught as an errored suite, and the run as failed", async () => {
  const report = await reportOf([
    { name: "Error", message: "read ECONNRESET" },
  ]);
  expect(report).toMatchObject({
    success: false,
    numFailedTests: 0,
    numRuntimeErrorTestSuites: 1,
    unhandledErrors: ["Error: read ECONNRESET"],
  });
});

it("writes vitest's own report when nothing escaped the tests", async () => {
  const report = await reportOf([]);
  expect(report).toMatchObject({ success: true, numFailedTests: 0 });
  expect(report).not.toHaveProperty("unhandledErrors");
  expect(report).not.toHaveProperty("numRuntimeErrorTestSuites");
});
