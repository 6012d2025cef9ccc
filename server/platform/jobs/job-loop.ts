import type { FastifyInstance } from "fastify";
import { startPeriodicWorker } from "./periodic-worker";
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
  startPeriodicWorker(app, {
    name: `job ${job.name}`,
    periodSeconds: checkSeconds,
    run: async () => {
      const outcome = await runDueJob(app.database, job, work);
      if (outcome === "failed") {
        app.log.warn(`The job ${job.name} failed; it will be tried again`);
      }
    },
  });
}
