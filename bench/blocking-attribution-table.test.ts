/** @jest-environment node */
import { blockingLine } from "./blocking-attribution-table";
import type { PageMetrics } from "./lighthouse-runs";
import { pageMetrics } from "./page-metrics-fixture";
import type { PageRow } from "./page-speed-table";

const metrics = (tbt: number, blocking: PageMetrics["blocking"]) =>
  pageMetrics(tbt, { blocking });

const row = (median: PageMetrics | null): PageRow => ({
  label: "/search",
  firstLoadKb: 131.5,
  median,
  runs: median ? [median] : [],
});

describe("blockingLine", () => {
  it("lists each task that counted under the page's TBT, with its wall and CPU time", () => {
    const line = blockingLine(
      row(
        metrics(77, [
          {
            kind: "script callback",
            blockingMs: 45.4,
            wallMs: 18.6,
            cpuMs: 5.5,
          },
          {
            kind: "evaluate framework",
            blockingMs: 31.6,
            wallMs: 16.1,
            cpuMs: 12.5,
          },
        ]),
      ),
    );
    expect(line.split("\n")).toEqual([
      "  /search                TBT 77 ms:",
      "                           script callback 45 ms (wall 18.6 ms, CPU 5.5 ms)",
      "                           evaluate framework 32 ms (wall 16.1 ms, CPU 12.5 ms)",
    ]);
  });

  it("says when no task counted, when the run could not be simulated, and when there was no run", () => {
    expect(blockingLine(row(metrics(0, [])))).toBe(
      "  /search                TBT 0 ms; no task",
    );
    expect(blockingLine(row(metrics(12, null)))).toBe(
      "  /search                TBT 12 ms; not simulated",
    );
    expect(blockingLine(row(null))).toBe("  /search                no run");
  });
});
