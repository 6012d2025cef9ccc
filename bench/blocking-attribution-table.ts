// Beside Lighthouse's table: what makes up each median run's TBT, task by
// task (bench/blocking-attribution.ts). A task whose wall time is several
// times its CPU time waited for a core: the machine's load, not the page.
import type { CountedTask } from "./blocking-attribution";
import type { PageRow } from "./page-speed-table";

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;

/** "evaluate framework 44 ms (wall 11.8 ms, CPU 10.3 ms)" */
export function describeTask(task: CountedTask): string {
  return (
    `${task.kind} ${ms(task.blockingMs)}` +
    ` (wall ${task.wallMs.toFixed(1)} ms, CPU ${task.cpuMs.toFixed(1)} ms)`
  );
}

/** A page's line: its TBT, then each task that counted, largest first. */
export function blockingLine({ label, median }: PageRow): string {
  const head = `  ${label.padEnd(22)} `;
  if (!median) return `${head}no run`;
  if (!median.blocking) return `${head}TBT ${ms(median.tbt)}; not simulated`;
  if (!median.blocking.length) return `${head}TBT ${ms(median.tbt)}; no task`;
  const indent = "\n" + " ".repeat(head.length + 2);
  return (
    `${head}TBT ${ms(median.tbt)}:` +
    median.blocking.map((task) => indent + describeTask(task)).join("")
  );
}

export function printBlockingAttribution(rows: PageRow[], slowdown: number) {
  console.log(
    `\n  Where each median run's TBT comes from: Lighthouse's simulation of the` +
      `\n  tasks it observed (wall time ×${slowdown}, layout ×${slowdown / 2}), each task's time` +
      "\n  past 50 ms between first paint and interactive (bench/blocking-attribution.ts)",
  );
  for (const row of rows) console.log(blockingLine(row));
}
