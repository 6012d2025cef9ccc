import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import type { Database, Queryable } from "./database";
import { preparedStatements } from "./pglite-statements";

/**
 * The embedded database: a folder on disk, or memory when `dataDir` is
 * undefined (tests). PGlite has one connection, so its transactions run one
 * at a time, which is what keeps concurrent redemptions apart.
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  // Options as one object: PGlite ignores the second argument when the
  // first (the folder) is undefined.
  const db = new PGlite({
    dataDir,
    // Postgres 18 (PGlite 0.5) already makes checksums its default; asked
    // for anyway, so a damaged page is an error on reading, never wrong data.
    initDbStartParams: ["--data-checksums"],
    // The integrity check's bt_index_check (integrity-check.ts).
    extensions: { amcheck },
    loadDataDir: options.loadDataDir,
  });
  try {
    await db.waitReady;
  } catch (error) {
    // PGlite's own words ("failed to initialize properly", "Aborted()…")
    // name neither the folder nor what to do.
    const cause = (error as Error)?.message?.split("\n")[0] ?? String(error);
    throw new Error(
      `The embedded database in ${dataDir ?? "memory"} could not be opened: its files are damaged, incomplete or from another version (${cause}). ` +
        `Move the folder away to start empty, or set DATA_DIR to another folder.`,
    );
  }
  const prepared = preparedStatements(db);

  // The locks PGlite's own query() and tx.query() take: one statement at a
  // time, and none from outside while a transaction is open.
  const query = (sql: string, params?: unknown[]) =>
    db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        const rows = await prepared.run(sql, params);
        await db.syncToFs();
        return rows;
      }),
    );
  const queryInTransaction = (sql: string, params?: unknown[]) =>
    db._runExclusiveQuery(() => prepared.run(sql, params));

  return {
    async query<Row>(sql: string, params?: unknown[]) {
      if (!prepared.accepts(sql)) {
        return (await db.query<Row>(sql, params)).rows;
      }
      return (await query(sql, params)) as Row[];
    },
    transaction(work) {
      return db.transaction((tx) => {
        const inTransaction: Queryable = {
          async query<Row>(sql: string, params?: unknown[]) {
            if (!prepared.accepts(sql)) {
              return (await tx.query<Row>(sql, params)).rows;
            }
            // As tx.query: never outside the transaction it belongs to.
            if (tx.closed) throw new Error("Transaction is closed");
            return (await queryInTransaction(sql, params)) as Row[];
          },
        };
        return work(inTransaction);
      });
    },
    dump: () =>
      // No transaction open, and its writes in the table files first.
      db._runExclusiveTransaction(async () => {
        await db._runExclusiveQuery(() => prepared.run("checkpoint"));
        const tarball = await db.dumpDataDir("none");
        return new Uint8Array(await tarball.arrayBuffer());
      }),
    listen: (channel, onNotice) => db.listen(channel, onNotice),
    close: () => db.close(),
  };
}
