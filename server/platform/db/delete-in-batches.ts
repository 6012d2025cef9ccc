import type { Queryable } from "./database";

/** Rows one statement deletes: short locks, a bounded transaction. */
const BATCH = 1_000;

/**
 * Deletes the rows of `table` matching `where` (SQL of our own, never a
 * caller's input; `values` are its parameters), a batch per statement;
 * answers how many went.
 */
export async function deleteInBatches(
  database: Queryable,
  table: string,
  where: string,
  values: unknown[] = [],
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await database.query(
      `delete from ${table} where ctid in (
         select ctid from ${table} where ${where} limit ${BATCH})
       returning 1`,
      values,
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
