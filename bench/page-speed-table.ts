import type { PageMetrics } from "./lighthouse-runs";
import { median } from "./median";

export interface PageRow {
  label: string;
  firstLoadKb: number;
  /**
   * Lighthouse's median run (by FCP and TTI), null when every run failed:
   * the run the spread and the TBT attribution show.
   */
  median: PageMetrics | null;
  /** The runs with figures. */
  runs: PageMetrics[];
}

/** A page's figures in the table: each one's median over the runs. */
export interface Figures {
  /** NaN when no run has a score. */
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  scriptKb: number;
}

/**
 * Each figure's median over the runs, as Lighthouse CI's `median`
 * assertions take it. The median run is picked by FCP and TTI alone, so its
 * TBT is any one of the runs' (docs/decisions/0028-goals-on-each-figures-median.md).
 */
export function figureMedians(runs: PageMetrics[]): Figures | null {
  if (!runs.length) return null;
  const of = (figure: (run: PageMetrics) => number | null) =>
    median(runs.map((run) => figure(run) ?? Number.NaN));
  return {
    score: of((run) => run.score),
    tbt: of((run) => run.tbt),
    lcp: of((run) => run.lcp),
    fcp: of((run) => run.fcp),
    cls: of((run) => run.cls),
    scriptKb: of((run) => run.scriptKb),
  };
}

export const GOALS = {
  score: 0.95,
  cls: 0.02,
  /** Times the floor's figure. */
  tbtRatio: 1.3,
  lcpRatio: 1.3,
};

const kb = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(1)} KB` : "—";
const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "—";
const ratio = (value: number, floor: number) =>
  floor > 0 && Number.isFinite(value) ? `${(value / floor).toFixed(2)}×` : "—";
const score = (value: number | null) =>
  value === null || !Number.isFinite(value) ? "—" : value.toFixed(2);

/** The goals a page misses, beside the floor's figures. */
export function missedGoals(page: Figures, floor: Figures): string[] {
  const misses: string[] = [];
  if (!(page.score >= GOALS.score)) misses.push("score");
  if (!(page.tbt <= GOALS.tbtRatio * floor.tbt)) misses.push("TBT");
  if (!(page.lcp <= GOALS.lcpRatio * floor.lcp)) misses.push("LCP");
  if (!(page.cls <= GOALS.cls)) misses.push("CLS");
  return misses;
}

const COLUMNS: [string, number][] = [
  ["page", 22],
  ["JS gzip", 10],
  ["JS loaded", 10],
  ["score", 6],
  ["TBT", 9],
  ["×floor", 7],
  ["LCP", 9],
  ["×floor", 7],
  ["CLS", 6],
  ["FCP", 9],
];

const line = (cells: string[]) =>
  "  " +
  cells
    .map((cell, index) =>
      index === 0
        ? cell.padEnd(COLUMNS[0]![1])
        : cell.padStart(COLUMNS[index]?.[1] ?? 0),
    )
    .join(" ")
    .trimEnd();

/**
 * The table: the floor first, then our pages with their ratios to it, then
 * the control when there is one: the floor's own page run again in each
 * round and judged by the same goals. Where the floor misses them against
 * itself, the run cannot tell a page that far off from the floor.
 */
export function printPageTable(
  floor: PageRow,
  pages: PageRow[],
  control?: PageRow,
): void {
  console.log(line([...COLUMNS.map(([name]) => name), " goals"]));
  const base = figureMedians(floor.runs);
  for (const row of [floor, ...pages, ...(control ? [control] : [])]) {
    const m = figureMedians(row.runs);
    if (!m) {
      console.log(
        `${line([row.label, kb(row.firstLoadKb)])}  every run failed`,
      );
      continue;
    }
    const isFloor = row === floor;
    const misses = !isFloor && base ? missedGoals(m, base) : [];
    const verdict = misses.length ? ` ✗ ${misses.join(", ")}` : " ✓";
    console.log(
      line([
        row.label,
        kb(row.firstLoadKb),
        kb(m.scriptKb),
        score(m.score),
        ms(m.tbt),
        isFloor || !base ? "" : ratio(m.tbt, base.tbt),
        ms(m.lcp),
        isFloor || !base ? "" : ratio(m.lcp, base.lcp),
        m.cls.toFixed(3),
        ms(m.fcp),
        isFloor ? "" : row === control ? `${verdict} (control)` : verdict,
      ]),
    );
  }
  console.log(
    `  goals: score ≥ ${GOALS.score}, TBT ≤ ${GOALS.tbtRatio}× floor, ` +
      `LCP ≤ ${GOALS.lcpRatio}× floor, CLS ≤ ${GOALS.cls}`,
  );
  if (control) {
    console.log(
      "  control: the floor's page again, last in each round; a ✗ there" +
        " means this run's noise alone misses a goal",
    );
  }
}

/** "min–max (the median run's)" of the finite values. */
function spread(
  values: number[],
  medianRun: number | undefined,
  format: (value: number) => string,
): string {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return "—";
  const picked =
    medianRun !== undefined && Number.isFinite(medianRun)
      ? format(medianRun)
      : "—";
  return `${format(sorted[0]!)}–${format(sorted.at(-1)!)} (${picked})`;
}
const whole = (value: number) => Math.round(value).toLocaleString("en");

/**
 * Every run's spread, with Lighthouse's median run's figure in parentheses:
 * the run the TBT attribution below takes apart.
 */
export function printSpread(rows: PageRow[]): void {
  console.log(
    "  spread over the runs: min–max (Lighthouse's median run, picked by FCP and TTI)",
  );
  for (const { label, runs, median: picked } of rows) {
    const scores = spread(
      runs.map((run) => run.score ?? Number.NaN),
      picked?.score ?? undefined,
      (value) => value.toFixed(2),
    );
    const tbt = spread(
      runs.map((run) => run.tbt),
      picked?.tbt,
      whole,
    );
    const lcp = spread(
      runs.map((run) => run.lcp),
      picked?.lcp,
      whole,
    );
    console.log(
      `    ${label.padEnd(20)} score ${scores}   TBT ${tbt} ms` +
        `   LCP ${lcp} ms   (${runs.length} runs)`,
    );
  }
}
