// Beside Lighthouse's table: the same runs' blocking time from task CPU time
// (bench/cpu-blocking.ts), median over the runs, and its ratio to the floor.
// Lighthouse's goals stay the goals; this says how much of a page's TBT is
// its own work and how much the machine's other load.
import { median } from "./median";
import type { PageRow } from "./page-speed-table";

const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "—";

interface CpuRow {
  label: string;
  blocking: number;
  cpu: number;
  longTasks: number;
  runs: number;
}

function cpuRow({ label, runs }: PageRow): CpuRow {
  const figures = runs.flatMap((run) => (run.cpu ? [run.cpu] : []));
  return {
    label,
    blocking: median(figures.map((f) => f.blockingMs)),
    cpu: median(figures.map((f) => f.cpuMs)),
    longTasks: median(figures.map((f) => f.longTasks)),
    runs: figures.length,
  };
}

export function printCpuBlocking(
  floor: PageRow,
  pages: PageRow[],
  slowdown: number,
): void {
  const base = cpuRow(floor);
  console.log(
    `\n  From the same runs' traces: each main-thread task's CPU time (not wall time) ×${slowdown},` +
      "\n  over 50 ms, from first paint on; median over the runs (bench/cpu-blocking.ts)",
  );
  console.log(
    `  ${"page".padEnd(22)} ${"CPU blocking".padStart(13)} ${"×floor".padStart(7)}` +
      ` ${"tasks >50 ms".padStart(13)} ${"main-thread CPU".padStart(16)} ${"×floor".padStart(7)}`,
  );
  for (const row of [base, ...pages.map(cpuRow)]) {
    const isFloor = row === base;
    const ratio = (value: number, of: number) =>
      isFloor || !(of > 0) || !Number.isFinite(value)
        ? ""
        : `${(value / of).toFixed(2)}×`;
    console.log(
      `  ${row.label.padEnd(22)} ${ms(row.blocking).padStart(13)} ${ratio(row.blocking, base.blocking).padStart(7)}` +
        ` ${String(row.longTasks).padStart(13)} ${ms(row.cpu).padStart(16)} ${ratio(row.cpu, base.cpu).padStart(7)}` +
        (row.runs ? "" : "  (no trace)"),
    );
  }
}
