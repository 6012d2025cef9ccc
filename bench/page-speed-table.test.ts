/** @jest-environment node */
import type { PageMetrics } from "./lighthouse-runs";
import { pageMetrics } from "./page-metrics-fixture";
import {
  figureMedians,
  missedGoals,
  printPageTable,
  printSpread,
  type PageRow,
} from "./page-speed-table";

const run = pageMetrics;

/** A page whose median run (by FCP and TTI) is `picked`, one of `runs`. */
const row = (label: string, runs: PageMetrics[], picked = runs[0]!) => ({
  label,
  firstLoadKb: 130,
  median: picked,
  runs,
});

function logged(print: () => void): string[] {
  const lines: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((line) => {
    lines.push(String(line));
  });
  try {
    print();
  } finally {
    log.mockRestore();
  }
  return lines;
}
const printed = (floor: PageRow, pages: PageRow[], control?: PageRow) =>
  logged(() => printPageTable(floor, pages, control));

describe("figureMedians", () => {
  it("takes each figure's own median over the runs", () => {
    const figures = figureMedians([
      run(49, { lcp: 760, score: 0.99 }),
      run(6, { lcp: 650, cls: 0.01 }),
      run(35, { lcp: 1678, fcp: 700 }),
      run(12, { lcp: 700, score: null }),
      run(40, { lcp: 640, scriptKb: 160 }),
    ]);
    expect(figures).toEqual({
      score: 1,
      tbt: 35,
      lcp: 700,
      fcp: 650,
      cls: 0,
      scriptKb: 150,
    });
  });

  it("is null without a run", () => {
    expect(figureMedians([])).toBeNull();
  });
});

describe("missedGoals", () => {
  const floor = {
    score: 1,
    tbt: 20,
    lcp: 700,
    fcp: 650,
    cls: 0,
    scriptKb: 120,
  };

  it("names each goal missed against the floor's figures", () => {
    expect(missedGoals({ ...floor, tbt: 26 }, floor)).toEqual([]);
    expect(
      missedGoals(
        { ...floor, score: 0.94, tbt: 27, lcp: 911, cls: 0.03 },
        floor,
      ),
    ).toEqual(["score", "TBT", "LCP", "CLS"]);
  });

  it("asks 0 ms of TBT when the floor's is 0 ms, and misses a score it lacks", () => {
    const bare = { ...floor, tbt: 0 };
    expect(missedGoals({ ...floor, tbt: 0 }, bare)).toEqual([]);
    expect(missedGoals({ ...floor, tbt: 1 }, bare)).toEqual(["TBT"]);
    expect(missedGoals({ ...floor, score: Number.NaN }, floor)).toEqual([
      "score",
    ]);
  });
});

describe("printPageTable", () => {
  it("judges a page on each figure's median, not on its median run's TBT", () => {
    const floor = row("floor", [run(18), run(12), run(31), run(20), run(16)]);
    // Its median run counted 49 ms; the five runs' median is 12 ms.
    const home = row("/", [run(49), run(0), run(12), run(5), run(37)]);
    const lines = printed(floor, [home]);
    const homeLine = lines.find((line) => line.trimStart().startsWith("/ "))!;
    expect(homeLine).toMatch(/ 12 ms +0\.67× /);
    expect(homeLine).toMatch(/✓$/);
  });

  it("marks a page over the goal, and one whose every run failed", () => {
    const floor = row("floor", [run(18), run(12), run(31)]);
    const search = row("/search", [run(6), run(35), run(49)], run(6));
    const failed: PageRow = {
      ...row("/faq", [run(0)]),
      median: null,
      runs: [],
    };
    const lines = printed(floor, [search, failed]);
    expect(lines.find((line) => line.includes("/search"))).toMatch(
      / 35 ms +1\.94× .*✗ TBT$/,
    );
    expect(lines.find((line) => line.includes("/faq"))).toMatch(
      /every run failed$/,
    );
  });

  it("judges the control, the floor's page run again, by the same goals", () => {
    const floor = row("floor", [run(18), run(12), run(31), run(20), run(16)]);
    const home = row("/", [run(9), run(0), run(12)]);
    const control = row("control", [run(40), run(25), run(3), run(52), run(7)]);
    const lines = printed(floor, [home], control);
    expect(lines.find((line) => line.includes("control "))).toMatch(
      / 25 ms +1\.39× .*✗ TBT \(control\)$/,
    );
    expect(lines.at(-1)).toMatch(/^ {2}control: .*noise alone misses a goal$/);
    const steady = row("control", [run(14), run(19), run(22)]);
    expect(printed(floor, [home], steady)).toContainEqual(
      expect.stringMatching(/^ {2}control .* 1\.06× .* ✓ \(control\)$/),
    );
  });

  it("prints no control line without a control", () => {
    const floor = row("floor", [run(18)]);
    const lines = printed(floor, [row("/", [run(9)])]);
    expect(lines.at(-1)).toMatch(/^ {2}goals: /);
    expect(lines.join("\n")).not.toMatch(/control/);
  });
});

describe("printSpread", () => {
  it("gives each figure's range over the runs and the median run's figure", () => {
    const picked = run(49, { lcp: 760, score: 0.99 });
    const home = row("/", [picked, run(0), run(12, { lcp: 640 })], picked);
    expect(logged(() => printSpread([home]))[1]).toBe(
      "    /                    score 0.99–1.00 (0.99)   TBT 0–49 (49) ms" +
        "   LCP 640–760 (760) ms   (3 runs)",
    );
  });
});
