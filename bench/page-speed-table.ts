import type { PageMetrics } from "./lighthouse-runs";

export interface PageRow {
  label: string;
  firstLoadKb: number;
  /** The median run's figures, null when every run failed. */
  median: PageMetrics | null;
  runs: PageMetrics[];
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
  value === null ? "—" : value.toFixed(2);

/** The goals a page misses, beside the floor's figures. */
function missed(page: PageMetrics, floor: PageMetrics): string[] {
  const misses: string[] = [];
  if (page.score === null || page.score < GOALS.score) misses.push("score");
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

/** The table: the floor first, then our pages with their ratios to it. */
export function printPageTable(floor: PageRow, pages: PageRow[]): void {
  console.log(line([...COLUMNS.map(([name]) => name), " goals"]));
  for (const row of [floor, ...pages]) {
    const m = row.median;
    const base = floor.median;
    if (!m) {
      console.log(
        `${line([row.label, kb(row.firstLoadKb)])}  every run failed`,
      );
      continue;
    }
    const isFloor = row === floor;
    const misses = !isFloor && base ? missed(m, base) : [];
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
        isFloor ? "" : misses.length ? ` ✗ ${misses.join(", ")}` : " ✓",
      ]),
    );
  }
  console.log(
    `  goals: score ≥ ${GOALS.score}, TBT ≤ ${GOALS.tbtRatio}× floor, ` +
      `LCP ≤ ${GOALS.lcpRatio}× floor, CLS ≤ ${GOALS.cls}`,
  );
}

/** "min–max (median)" of the finite values. */
function spread(values: number[], format: (value: number) => string): string {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return "—";
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${format(sorted[0]!)}–${format(sorted.at(-1)!)} (${format(median)})`;
}
const whole = (value: number) => Math.round(value).toLocaleString("en");

/**
 * Every run's spread, with each figure's own median: the median run is one
 * run, and on a busy machine one of its figures can be that run's outlier.
 */
export function printSpread(rows: PageRow[]): void {
  console.log("  spread over the runs: min–max (median of each figure)");
  for (const { label, runs } of rows) {
    const scores = spread(
      runs.map((run) => run.score ?? Number.NaN),
      (value) => value.toFixed(2),
    );
    const tbt = spread(
      runs.map((run) => run.tbt),
      whole,
    );
    const lcp = spread(
      runs.map((run) => run.lcp),
      whole,
    );
    console.log(
      `    ${label.padEnd(20)} score ${scores}   TBT ${tbt} ms` +
        `   LCP ${lcp} ms   (${runs.length} runs)`,
    );
  }
}
