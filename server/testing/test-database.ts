import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { openDatabase } from "../db/open-database";

/**
 * A fresh, migrated database for one test file: embedded and in memory, or,
 * when DATABASE_URL is set (CI), its own schema on that Postgres server,
 * dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({});
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const database = await openDatabase({ databaseUrl, schema });
  return {
    ...database,
    async close() {
      await database.query(`drop schema ${schema} cascade`);
      await database.close();
    },
  };
}
