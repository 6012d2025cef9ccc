import type { FastifyInstance } from "fastify";
import { startScheduledJob } from "../platform/jobs/job-loop";
import type { JobSchedule } from "../platform/jobs/scheduled-job";
import { repriceWatches } from "./reprice-watches";

export const REPRICE_JOB = "reprice-watches";

/** The re-pricing every `intervalSeconds` (ALERT_INTERVAL), once across processes. */
export function repriceSchedule(intervalSeconds: number): JobSchedule {
  return {
    name: REPRICE_JOB,
    intervalSeconds,
    // Longer than a run of many watches with pauses between fare source calls.
    claimSeconds: 3_600,
    retryBaseSeconds: 30,
    retryMaxSeconds: 600,
  };
}

export function startWatchRepricing(
  app: FastifyInstance,
  intervalSeconds: number,
  pauseMs: number,
): void {
  startScheduledJob(
    app,
    repriceSchedule(intervalSeconds),
    Math.min(60, intervalSeconds),
    async () => {
      const run = await repriceWatches(
        {
          database: app.database,
          fareSource: app.fareSource,
          clock: app.clock,
          publicUrl: app.settings.publicUrl,
          log: app.log,
        },
        { pauseMs },
      );
      app.log.info(run, "Watched trips re-priced");
    },
  );
}
