import { PGlite } from "@electric-sql/pglite";
import type { Database } from "./database";

/**
 * The embedded database: a folder on disk, or memory when `dataDir` is
 * undefined (tests). PGlite has one connection, so its transactions run one
 * at a time, which is what keeps concurrent redemptions apart.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  return {
    async query(sql, params) {
      return (await db.query(sql, params)).rows as never;
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query(sql, params) {
            return (await tx.query(sql, params)).rows as never;
          },
        }),
      );
    },
    close: () => db.close(),
  };
}
