// Part of `npm run bench -- first-offer`: a table per way in (a link, a
// press), a row per CPU slowdown, each step's median over the runs.
import type { OfferRun } from "./first-offer-breakdown";
import { median } from "./median";

/** One way in at one CPU slowdown. */
export interface OfferCase {
  cpu: string;
  /** The goal on the first offer painted's median. */
  goalMs: number;
  runs: OfferRun[];
  /** Why each run without figures has none. */
  failures: string[];
}

/**
 * Our part once the session's offers are in (#40): from the answer that
 * carried them to their paint, whatever the supplier took before.
 */
export const ANSWER_TO_PAINT_GOAL_MS = 300;

/** Each step's own median over the runs, and the range of the paint. */
export interface OfferSummary {
  median: OfferRun;
  paintedMin: number;
  paintedMax: number;
  /** The median of each run's paint less its offers' answer. */
  answerToPaint: number;
}

export function summarise(runs: OfferRun[]): OfferSummary | null {
  if (!runs.length) return null;
  const of = (step: keyof OfferRun) => median(runs.map((run) => run[step]));
  const painted = runs.map((run) => run.painted);
  return {
    median: {
      domContentLoaded: of("domContentLoaded"),
      firstScript: of("firstScript"),
      postSent: of("postSent"),
      offersAnswered: of("offersAnswered"),
      painted: of("painted"),
      appPainted: of("appPainted"),
      postServerWait: of("postServerWait"),
      answerServerWait: of("answerServerWait"),
    },
    paintedMin: Math.min(...painted),
    paintedMax: Math.max(...painted),
    answerToPaint: median(runs.map((run) => run.painted - run.offersAnswered)),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString("en");
const ms = (value: number) =>
  Number.isFinite(value) ? `${whole(value)} ms` : "—";

const COLUMNS = [
  "CPU",
  "DOMContentLoaded",
  "first script requested",
  "POST /api/search-session sent",
  "offers answered",
  "first offer painted",
  "range",
  "goal",
  "app's list painted",
  `offers answered → painted (≤ ${ANSWER_TO_PAINT_GOAL_MS} ms)`,
  "server wait: POST, GET",
];

function cellsOf(offerCase: OfferCase): string[] {
  const summary = summarise(offerCase.runs);
  // Why is in the line under the table.
  if (!summary) {
    const none = COLUMNS.slice(1, -4).map(() => "—");
    return [
      offerCase.cpu,
      ...none,
      `≤ ${ms(offerCase.goalMs)} not measured`,
      "—",
      "—",
      "—",
    ];
  }
  const { median: m, paintedMin, paintedMax, answerToPaint } = summary;
  const mark = (met: boolean) => (met ? "✓" : "✗");
  return [
    offerCase.cpu,
    ms(m.domContentLoaded),
    ms(m.firstScript),
    ms(m.postSent),
    ms(m.offersAnswered),
    ms(m.painted),
    `${whole(paintedMin)}–${ms(paintedMax)}`,
    `≤ ${ms(offerCase.goalMs)} ${mark(m.painted <= offerCase.goalMs)}`,
    ms(m.appPainted),
    `${ms(answerToPaint)} ${mark(answerToPaint <= ANSWER_TO_PAINT_GOAL_MS)}`,
    `${ms(m.postServerWait)}, ${ms(m.answerServerWait)}`,
  ];
}

/** Markdown-shaped rows, each column as wide as its widest cell. */
function printRows(rows: string[][]): void {
  const widths = COLUMNS.map((_, index) =>
    Math.max(...rows.map((cells) => cells[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  | ${cells
      .map((cell, index) =>
        index === 0
          ? cell.padEnd(widths[0]!)
          : cell.padStart(widths[index] ?? 0),
      )
      .join(" | ")} |`;
  const [header, ...body] = rows;
  console.log(line(header!));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const cells of body) console.log(line(cells));
}

/** The table, then a line for each case with runs that gave no figures. */
export function printOfferTable(cases: OfferCase[]): void {
  printRows([COLUMNS, ...cases.map(cellsOf)]);
  for (const { cpu, runs, failures } of cases) {
    if (!failures.length) continue;
    const total = runs.length + failures.length;
    console.log(
      `  ${cpu}: ${failures.length} of ${total} runs without figures: ` +
        [...new Set(failures)].join("; "),
    );
  }
}
