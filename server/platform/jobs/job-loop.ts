import type { FastifyInstance } from "fastify";
import { runDueJob, type JobSchedule } from "./scheduled-job";

/**
 * Asks every `checkSeconds` whether the job is due and runs it when this
 * process wins the claim; stops (letting a run finish) when the app closes.
 * Every API process runs one: the claim keeps runs once across them.
 */
export function startScheduledJob(
  app: FastifyInstance,
  job: JobSchedule,
  checkSeconds: number,
  work: () => Promise<void>,
): void {
  let run: Promise<unknown> | undefined;
  let closing = false;
  const tick = () => {
    if (run || closing) return;
    run = runDueJob(app.database, job, work)
      .then(
        (outcome) => {
          if (outcome === "failed")
            app.log.warn(`The job ${job.name} failed; it will be tried again`);
        },
        (error: unknown) =>
          app.log.error(
            { err: error },
            `The job ${job.name} could not be claimed`,
          ),
      )
      .finally(() => {
        run = undefined;
      });
  };
  const timer = setInterval(tick, checkSeconds * 1000);
  timer.unref();
  app.addHook("onReady", async () => tick());
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    await run;
  });
}
