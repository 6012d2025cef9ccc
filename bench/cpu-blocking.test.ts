/** @jest-environment node */
import { cpuBlocking, type TraceEvent } from "./cpu-blocking";

const URL = "http://127.0.0.1:8000/";
const MAIN = { pid: 1, tid: 7 };
const parse: TraceEvent = {
  name: "ParseHTML",
  ph: "X",
  ...MAIN,
  ts: 1_000,
  dur: 5_000,
  tdur: 5_000,
  args: { beginData: { url: URL } },
};
const paint: TraceEvent = {
  name: "firstContentfulPaint",
  ph: "R",
  ...MAIN,
  ts: 50_000,
};
/** A task at `atMs` ms with `wallMs` of wall time and `cpuMs` of thread time. */
const task = (
  atMs: number,
  wallMs: number,
  cpuMs: number,
  name = "RunTask",
): TraceEvent => ({
  name,
  ph: "X",
  ...MAIN,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe("cpuBlocking", () => {
  it("counts each task's CPU time ×4 past 50 ms, whatever its wall time", () => {
    const events = [
      parse,
      paint,
      task(100, 400, 20), // waited for a core: 20 ms of CPU → 80 at 4× → 30
      task(600, 10, 10), // 40 at 4×: not blocking
      task(700, 30, 30), // 120 at 4× → 70
    ];
    expect(cpuBlocking(events, URL)).toEqual({
      blockingMs: 100,
      cpuMs: 60,
      longTasks: 2,
    });
  });

  it("multiplies by the slowdown it is given (BENCH_LH_CPU)", () => {
    const events = [parse, paint, task(100, 10, 10), task(600, 5, 5)];
    // 10 ms → 80 at 8× → 30; 5 ms → 40: not blocking
    expect(cpuBlocking(events, URL, 8)).toEqual({
      blockingMs: 30,
      cpuMs: 15,
      longTasks: 1,
    });
  });

  it("leaves out tasks before the first contentful paint and other threads' tasks", () => {
    const events = [
      parse,
      paint,
      task(10, 40, 40), // before the paint
      { ...task(100, 40, 40), tid: 8 }, // another thread
      task(200, 20, 20),
    ];
    expect(cpuBlocking(events, URL)).toEqual({
      blockingMs: 30,
      cpuMs: 20,
      longTasks: 1,
    });
  });

  it("counts a task recorded under both names once", () => {
    const outer = task(100, 30, 30, "ThreadControllerImpl::RunTask");
    const inner = { ...task(100, 29, 29), ts: 100_100 };
    expect(cpuBlocking([parse, paint, outer, inner], URL)).toEqual({
      blockingMs: 70,
      cpuMs: 30,
      longTasks: 1,
    });
  });

  it("is null without a parse of the page or a first contentful paint", () => {
    expect(cpuBlocking([paint, task(100, 30, 30)], URL)).toBeNull();
    expect(cpuBlocking([parse, task(100, 30, 30)], URL)).toBeNull();
    expect(cpuBlocking([parse, paint], "http://elsewhere/")).toBeNull();
  });
});
