import type { FastifyInstance } from "fastify";

export interface PeriodicWorker {
  /** For the log: "The <name> run failed". */
  name: string;
  /** A run starts when the app is ready, then every this many seconds. */
  periodSeconds: number;
  /** One run; what it throws is logged, and the next tick runs again. */
  run: () => Promise<void>;
  /** After the last run has finished, when the app closes. */
  onClose?: () => void;
}

/**
 * Runs `worker.run` at start and every `periodSeconds` in this process, one
 * run at a time (a tick while one is under way is skipped, never queued);
 * on close, stops ticking and lets the run under way finish. The mail
 * sender, the order recovery and each scheduled job run on it.
 */
export function startPeriodicWorker(
  app: FastifyInstance,
  worker: PeriodicWorker,
): void {
  let running: Promise<void> | undefined;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    running = worker
      .run()
      .catch((error: unknown) =>
        app.log.error({ err: error }, `The ${worker.name} run failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, worker.periodSeconds * 1000);
  timer.unref();
  app.addHook("onReady", async () => tick());
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    await running;
    worker.onClose?.();
  });
}
