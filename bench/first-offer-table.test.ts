/** @jest-environment node */
import type { OfferRun } from "./first-offer-breakdown";
import {
  printOfferTable,
  summarise,
  type OfferCase,
} from "./first-offer-table";

const run = (painted: number, other: Partial<OfferRun> = {}): OfferRun => ({
  domContentLoaded: 250,
  firstScript: 300,
  postSent: 600,
  offersAnswered: painted - 100,
  painted,
  appPainted: painted + 400,
  postServerWait: 4,
  answerServerWait: 30,
  ...other,
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

describe("summarise", () => {
  it("takes each step's own median, and the paint's range", () => {
    const summary = summarise([
      run(1_210, { postSent: 700 }),
      run(940, { postSent: 500 }),
      run(1_020, { postSent: 650, domContentLoaded: Number.NaN }),
    ]);
    expect(summary).toEqual({
      median: run(1_020, { postSent: 650 }),
      paintedMin: 940,
      paintedMax: 1_210,
      answerToPaint: 100,
    });
  });

  it("is null without a run", () => {
    expect(summarise([])).toBeNull();
  });
});

describe("printOfferTable", () => {
  const slowed = (runs: OfferRun[], failures: string[] = []): OfferCase => ({
    cpu: "4×",
    goalMs: 1_000,
    runs,
    failures,
  });

  it("prints a row per case, aligned, with the goal met or missed", () => {
    const lines = logged(() =>
      printOfferTable([
        slowed([run(940), run(1_210), run(980)]),
        { cpu: "1×", goalMs: 400, runs: [run(420), run(450)], failures: [] },
      ]),
    );
    expect(lines[0]).toMatch(/^ {2}\| CPU +\| DOMContentLoaded \| /);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toContain("| offers answered → painted (≤ 300 ms) |");
    expect(lines[0]).toMatch(/goal \| app's list painted \| offers/);
    expect(lines[2]).toMatch(
      /\| +980 ms \| 940–1,210 ms \| ≤ 1,000 ms ✓ \| +1,380 ms \| +100 ms ✓ \| +4 ms, 30 ms \|$/,
    );
    expect(lines[3]).toMatch(/\| +435 ms \| +420–450 ms \| +≤ 400 ms ✗ \|/);
  });

  it("marks a paint more than 300 ms after the offers' answer as missed", () => {
    const lines = logged(() =>
      printOfferTable([slowed([run(900, { offersAnswered: 560 })])]),
    );
    expect(lines[2]).toMatch(/\| ≤ 1,000 ms ✓ \| +1,300 ms \| +340 ms ✗ \|/);
  });

  it("says why runs gave no figures, and a case without any is not measured", () => {
    const lines = logged(() =>
      printOfferTable([
        slowed([], ["a full navigation after the press: not measured"]),
      ]),
    );
    expect(lines[2]).toMatch(
      /\| ≤ 1,000 ms not measured \| +— \| +— \| +— \|$/,
    );
    expect(lines[3]).toBe(
      "  4×: 1 of 1 runs without figures: a full navigation after the press: not measured",
    );
  });
});
