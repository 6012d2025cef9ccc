// Blocking time from each main-thread task's CPU time rather than its wall
// time. Lighthouse's simulated TBT multiplies the wall time of the tasks it
// observed; on a shared machine a task waiting for a core looks long, so the
// same build scores differently from one minute to the next. A task's thread
// time (the trace's `tdur`) is what the page itself cost, whatever else ran.

import { PRESET_CPU_SLOWDOWN } from "./cpu-slowdown";

/** The parts of a Chrome trace event read here (Lighthouse's artifacts.Trace). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: { url?: string };
    beginData?: { url?: string };
    frame?: string;
  };
}

export interface CpuBlocking {
  /** Σ max(0, slowdown × task CPU − 50 ms) over the tasks from first paint on, ms. */
  blockingMs: number;
  /** CPU of those tasks, unthrottled, ms. */
  cpuMs: number;
  /** How many of them would pass 50 ms at the slowdown. */
  longTasks: number;
}

/** A task over 50 ms (after the slowdown) blocks. */
const BLOCKING_FROM_MS = 50;
const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * The page's main thread is the one that parsed its document; tasks are
 * counted from its first contentful paint, as TBT counts them. Null when the
 * trace has no parse of `url` or no first contentful paint.
 */
export function cpuBlocking(
  events: readonly TraceEvent[],
  url: string,
  slowdown = PRESET_CPU_SLOWDOWN,
): CpuBlocking | null {
  const parse = events.find(
    (e) => e.name === "ParseHTML" && e.args?.beginData?.url === url,
  );
  if (!parse) return null;
  const onMainThread = (e: TraceEvent) =>
    e.pid === parse.pid && e.tid === parse.tid;
  const paint = events.find(
    (e) =>
      e.name === "firstContentfulPaint" &&
      e.pid === parse.pid &&
      e.ts >= parse.ts,
  );
  if (!paint) return null;
  const tasks = events
    .filter(
      (e) =>
        e.ph === "X" &&
        TOP_LEVEL_TASKS.has(e.name) &&
        e.tdur !== undefined &&
        e.ts >= paint.ts &&
        onMainThread(e),
    )
    .sort((a, b) => a.ts - b.ts);
  let blockingMs = 0;
  let cpuMs = 0;
  let longTasks = 0;
  let lastEnd = -Infinity;
  for (const task of tasks) {
    // One task can be recorded under both names, one inside the other.
    if (task.ts < lastEnd) continue;
    lastEnd = task.ts + (task.dur ?? 0);
    const ms = task.tdur! / 1000;
    cpuMs += ms;
    const slowed = ms * slowdown;
    if (slowed > BLOCKING_FROM_MS) {
      blockingMs += slowed - BLOCKING_FROM_MS;
      longTasks += 1;
    }
  }
  return { blockingMs, cpuMs, longTasks };
}
