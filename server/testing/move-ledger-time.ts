import type { Database } from "../platform/db/database";
import { asOwner } from "./as-owner";

/**
 * Moves ledger entries' dates, standing in for the clock (a trip that is
 * over). The database refuses any change to the ledger (migration 007), so
 * this lifts that guard for the one statement, inside one transaction, as
 * the tables' owner: the API's own role may not.
 */
export async function moveLedgerTime(
  database: Database,
  sql: string,
  params: unknown[],
): Promise<void> {
  await asOwner(database, (owner) =>
    owner.transaction(async (tx) => {
      await tx.query(
        "alter table points_ledger disable trigger points_ledger_no_change",
      );
      await tx.query(sql, params);
      await tx.query(
        "alter table points_ledger enable trigger points_ledger_no_change",
      );
    }),
  );
}
