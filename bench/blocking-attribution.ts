// Where a run's Total Blocking Time comes from. Lighthouse simulates the
// tasks this machine ran (Lantern: each task's wall time × the CPU
// multiplier, layout tasks × half of it) and sums, between first paint and
// interactive, their time past 50 ms. This gives each observed task its share
// of that sum, with what it did and its own wall and CPU time, so a figure
// can be told apart from a task that waited for a core.
import type { RunnerResult } from "lighthouse";

/** A main-thread task as Lantern simulated it, with what the trace saw. */
export interface SimulatedTask {
  /** The observed task's start in the trace, µs: it names the task. */
  id: number;
  /** Simulated start and end, ms. */
  startMs: number;
  endMs: number;
  /** The trace events inside the task. */
  events: readonly { name: string; url?: string }[];
  /** The task as observed, unthrottled: wall time and thread (CPU) time, ms. */
  wallMs: number;
  cpuMs: number;
}

/** One of Lantern's two estimates, with the window it counts blocking in. */
export interface BlockingEstimate {
  tasks: readonly SimulatedTask[];
  /** First contentful paint and interactive, simulated, ms. */
  fromMs: number;
  toMs: number;
}

export interface CountedTask {
  kind: string;
  /** This task's share of Lighthouse's TBT, ms. */
  blockingMs: number;
  wallMs: number;
  cpuMs: number;
}

/** Blocking time of one task between `from` and `to` (Lantern's own rule). */
export type TaskImpact = (
  task: { start: number; end: number; duration: number },
  fromMs: number,
  toMs: number,
) => number;

const RENDERING = new Set(["UpdateLayoutTree", "Layout", "Paint"]);
const CALLBACKS = new Set(["FunctionCall", "TimerFire", "RunMicrotasks"]);
const NETWORK = new Set(["XHRReadyStateChange", "ResourceReceivedData"]);
const GC = new Set(["MinorGC", "MajorGC", "V8.GCScavenger"]);

/** "framework" for framework-52e01064e72f9f5066a1.js; "inline" for the page's own. */
function scriptName(url: string | undefined, pageUrl: string): string {
  if (!url || url === pageUrl) return "inline";
  const file = url.split("?")[0]!.split("/").pop() ?? url;
  return file.replace(/-[0-9a-f]{16,}\.js$/, "").replace(/\.js$/, "");
}

/** What a task did, by the first kind of work found in it, in this order. */
export function taskKind(
  events: SimulatedTask["events"],
  pageUrl: string,
): string {
  const names = new Set(events.map((event) => event.name));
  const has = (set: Set<string>) => [...set].some((name) => names.has(name));
  if (has(RENDERING)) return "style, layout, paint";
  const evaluated = events
    .filter((event) => event.name === "EvaluateScript")
    .map((event) => scriptName(event.url, pageUrl));
  if (evaluated.length) return `evaluate ${[...new Set(evaluated)].join(", ")}`;
  if (names.has("ParseHTML")) return "parse HTML";
  if (names.has("DocumentLoader::CommitNavigation")) return "open the page";
  if (has(NETWORK)) return "answer handler";
  if (has(CALLBACKS)) return "script callback";
  if (has(GC)) return "garbage collection";
  return "other";
}

/**
 * Each task's share of TBT: Lighthouse's TBT is the mean of its two
 * estimates' sums, so a task's share is the mean of its blocking in each.
 * Only tasks with a share are returned, largest first.
 */
export function attributeBlocking(
  estimates: readonly BlockingEstimate[],
  impact: TaskImpact,
  pageUrl: string,
): CountedTask[] {
  const counted = new Map<number, CountedTask>();
  for (const { tasks, fromMs, toMs } of estimates) {
    for (const task of tasks) {
      const blocking = impact(
        {
          start: task.startMs,
          end: task.endMs,
          duration: task.endMs - task.startMs,
        },
        fromMs,
        toMs,
      );
      if (!(blocking > 0)) continue;
      const entry = counted.get(task.id) ?? {
        kind: taskKind(task.events, pageUrl),
        blockingMs: 0,
        wallMs: task.wallMs,
        cpuMs: task.cpuMs,
      };
      entry.blockingMs += blocking / estimates.length;
      counted.set(task.id, entry);
    }
  }
  return [...counted.values()].sort((a, b) => b.blockingMs - a.blockingMs);
}

// Lighthouse's internals, loaded with import() as in lighthouse-runs.ts.
const loadLantern = () => import("lighthouse/core/lib/lantern/lantern.js");
const loadTbt = () =>
  import("lighthouse/core/computed/metrics/lantern-total-blocking-time.js");
const loadFcp = () =>
  import("lighthouse/core/computed/metrics/lantern-first-contentful-paint.js");
const loadTti = () =>
  import("lighthouse/core/computed/metrics/lantern-interactive.js");

interface LanternNode {
  type: string;
  event: { ts: number; dur?: number; tdur?: number };
  childEvents: { name: string; args?: { data?: { url?: string } } }[];
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
}

const simulatedTasks = (estimate: LanternEstimate): SimulatedTask[] =>
  [...estimate.nodeTimings]
    .filter(([node]) => node.type === "cpu")
    .map(([node, timing]) => ({
      id: node.event.ts,
      startMs: timing.startTime,
      endMs: timing.endTime,
      events: node.childEvents.map((event) => ({
        name: event.name,
        url: event.args?.data?.url,
      })),
      wallMs: (node.event.dur ?? 0) / 1000,
      cpuMs: (node.event.tdur ?? 0) / 1000,
    }));

/**
 * The run's TBT by task, from Lighthouse's own simulation of its trace (the
 * same computed metrics its audit uses). Null when the run has no trace or
 * Lighthouse cannot simulate it (e.g. no navigation start).
 */
export async function blockingByTask(
  result: RunnerResult,
): Promise<CountedTask[] | null> {
  const { artifacts, lhr } = result;
  if (!artifacts.Trace || lhr.runtimeError) return null;
  const [{ Metrics }, tbt, fcp, tti] = await Promise.all([
    loadLantern(),
    loadTbt(),
    loadFcp(),
    loadTti(),
  ]);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  try {
    const request = (metric: unknown) =>
      (
        metric as { request: (d: unknown, c: unknown) => Promise<unknown> }
      ).request(data, context) as Promise<LanternResult>;
    const blocking = await request(tbt.LanternTotalBlockingTime);
    const paint = await request(fcp.LanternFirstContentfulPaint);
    const interactive = await request(tti.LanternInteractive);
    // As Lantern's TotalBlockingTime pairs them: each estimate counts from
    // the other estimate's paint, to its own interactive.
    const estimates: BlockingEstimate[] = [
      {
        tasks: simulatedTasks(blocking.optimisticEstimate),
        fromMs: paint.pessimisticEstimate.timeInMs,
        toMs: interactive.optimisticEstimate.timeInMs,
      },
      {
        tasks: simulatedTasks(blocking.pessimisticEstimate),
        fromMs: paint.optimisticEstimate.timeInMs,
        toMs: interactive.pessimisticEstimate.timeInMs,
      },
    ];
    const pageUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
    return attributeBlocking(
      estimates,
      Metrics.TBTUtils.calculateTbtImpactForEvent as TaskImpact,
      pageUrl,
    );
  } catch {
    return null;
  }
}
