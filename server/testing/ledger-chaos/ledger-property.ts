import fc from "fast-check";
import { sparePort } from "../../../scripts/ports";
import { startApiProcess, type ApiProcess } from "../api-process";
import type { ChaosDatabase } from "./chaos-database";
import { emptyHistory } from "./history";
import { invariantProblems } from "./invariants";
import { whenNoOrderProcessing } from "./no-order-processing";
import { runPlan } from "./plan";
import { runOnce } from "./run-once";

/**
 * The property both database files check: whatever mix of orders,
 * redemptions, account deletions, reversals and points becoming available
 * runs at once, and wherever the API process and the worker are killed,
 * once every lost answer is asked for again no balance is below zero, each
 * balance is the sum of its available ledger entries, and every accepted
 * request is in the database exactly once.
 *
 * The runs share one API process's database (each starts where the last
 * ended, with new travellers), so a run costs one restart, not a new
 * database. No shrinking (endOnFailure): a run is seconds of real
 * processes and its kill lands wherever the timing puts it, so a replay is
 * not the same run; fast-check prints the seed and the failing plan.
 */
export async function checkLedgerUnderKills(
  database: ChaosDatabase,
  numRuns: number,
): Promise<void> {
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const start = () =>
    startApiProcess(port, {
      ...database.apiEnv,
      PUBLIC_URL: url,
      ORDER_RECOVERY_SECONDS: "1",
    });
  const history = emptyHistory();
  let api: ApiProcess = await start();
  // Kept as soon as it starts, so a run that fails after it still stops it.
  const restart = async () => (api = await start());
  try {
    await fc.assert(
      fc.asyncProperty(runPlan, async (plan) => {
        await runOnce(plan, api, restart, database, history);
        // An order a kill left half-way is ended by the recovery worker.
        await whenNoOrderProcessing(database);
        const problems = await database.read((db) =>
          invariantProblems(db, history),
        );
        if (problems.length) {
          throw new Error(
            `${problems.join(".\n")}.\nAPI output:\n${api.output()}`,
          );
        }
      }),
      { numRuns, endOnFailure: true },
    );
  } finally {
    await api.stop();
    await database.dispose();
  }
}
