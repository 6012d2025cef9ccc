import Fastify from "fastify";
import { startPeriodicWorker } from "./periodic-worker";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run that waits until `finish` is called. */
function heldRuns() {
  let started = 0;
  let release = () => {};
  return {
    started: () => started,
    finish: () => release(),
    run: () => {
      started += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

describe("startPeriodicWorker", () => {
  it("runs when the app is ready, never two runs at once, and lets the last run finish on close", async () => {
    const app = Fastify();
    const runs = heldRuns();
    let closedAfterRun = false;
    let finished = false;
    startPeriodicWorker(app, {
      name: "test",
      periodSeconds: 0.02,
      run: async () => {
        await runs.run();
        finished = true;
      },
      onClose: () => {
        closedAfterRun = finished;
      },
    });
    await app.ready();
    expect(runs.started()).toBe(1);
    await wait(100); // several ticks while the first run is held
    expect(runs.started()).toBe(1);
    const closed = app.close();
    await wait(20);
    runs.finish();
    await closed;
    expect(closedAfterRun).toBe(true);
    await wait(60);
    expect(runs.started()).toBe(1);
  });

  it("logs a failed run and runs again at the next tick", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: "error",
        stream: { write: (l: string) => lines.push(l) },
      },
    });
    let runs = 0;
    startPeriodicWorker(app, {
      name: "flaky",
      periodSeconds: 0.02,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error("database gone");
      },
    });
    await app.ready();
    await wait(100);
    await app.close();
    expect(runs).toBeGreaterThan(1);
    expect(lines.join("")).toContain("The flaky run failed");
  });
});
