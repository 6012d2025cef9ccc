import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { startScheduledJob } from "./job-loop";

/**
 * Runs `prune` (a delete of what is past its retention) every
 * `intervalSeconds` as the scheduled job `name`: once across processes,
 * retried after a failure, its next run kept across restarts.
 */
export function startPruningJob(
  app: FastifyInstance,
  name: string,
  intervalSeconds: number,
  prune: (database: Database) => Promise<number>,
): void {
  startScheduledJob(
    app,
    {
      name,
      intervalSeconds,
      claimSeconds: 600,
      retryBaseSeconds: 30,
      retryMaxSeconds: 600,
    },
    Math.min(60, intervalSeconds),
    async () => {
      const deleted = await prune(app.database);
      app.log.info({ deleted }, `The job ${name} ran`);
    },
  );
}
