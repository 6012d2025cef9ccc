import fc from "fast-check";
import { sparePort } from "../../../scripts/ports";
import { startApiProcess, type ApiProcess } from "../api-process";
import type { ChaosDatabase } from "../ledger-chaos/chaos-database";
import { orderInvariantProblems } from "./order-invariants";
import { orderRunPlan } from "./order-plan";
import { runOrders, type OrderHistory } from "./run-orders";

/**
 * The property both order files check: whatever mix of orders (paid, their
 * booking refused, their capture refused, their card declined; each sent
 * once, twice at once or twice in turn) runs at once, and wherever the API
 * process is killed, once it is back and the recovery worker has ended
 * every order, each order is confirmed and captured for exactly what its
 * card pays, or failed with nothing captured and its points given back; no
 * authorization is left open; each confirmed order has one booking
 * confirmation in the outbox and a failed one none; each key made one order
 * at most, the one it answered; and the ledger adds up.
 *
 * As in ledger-property.ts, the runs share one database and one address,
 * and fast-check does not shrink (a replay is not the same run).
 */
export async function checkOrdersUnderKills(
  database: ChaosDatabase,
  numRuns: number,
): Promise<void> {
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const start = () =>
    startApiProcess(port, {
      ...database.apiEnv,
      PUBLIC_URL: url,
      // Unfinished orders are ended within a second of a restart.
      ORDER_RECOVERY_SECONDS: "1",
    });
  const history: OrderHistory = { orders: [], balances: new Map() };
  let api: ApiProcess = await start();
  const restart = async () => (api = await start());
  try {
    await fc.assert(
      fc.asyncProperty(orderRunPlan, async (plan) => {
        await runOrders(plan, api, restart, database, history);
        const problems = await database.read((db) =>
          orderInvariantProblems(db, history),
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
