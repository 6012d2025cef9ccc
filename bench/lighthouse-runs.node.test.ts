import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureBenchmarkIndex } from "./benchmark-index";
import { lighthouseRun } from "./lighthouse-runs";
import { serveStatic } from "./static-server";

describe("lighthouseRun on a slowed host", () => {
  const root = mkdtempSync(path.join(tmpdir(), "lighthouse-runs-"));
  writeFileSync(
    path.join(root, "index.html"),
    "<!DOCTYPE html><title>plain</title><h1>A page</h1>",
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("throttles the tab Lighthouse observes: its benchmarkIndex reads the slower host's", async () => {
    const site = await serveStatic(root);
    try {
      const unthrottled = await measureBenchmarkIndex(1);
      const run = await lighthouseRun(`${site.baseUrl}/`, 4, 3);
      expect(run.lhr.runtimeError).toBeUndefined();
      expect(run.lhr.finalDisplayedUrl).toBe(`${site.baseUrl}/`);
      // Throttled 3 times, the index is about a third of the host's; a
      // busy machine moves both readings, not by half.
      const index = run.lhr.environment.benchmarkIndex;
      expect(index).toBeGreaterThan(0);
      expect(index).toBeLessThan(unthrottled * 0.6);
    } finally {
      await site.stop();
    }
  }, 120_000);
});

describe("measureBenchmarkIndex", () => {
  it("reads a throttled tab as a slower host", async () => {
    const host = await measureBenchmarkIndex(1);
    const slowed = await measureBenchmarkIndex(1, 3);
    expect(slowed).toBeGreaterThan(0);
    expect(slowed).toBeLessThan(host * 0.6);
  }, 60_000);
});
