import type { Database } from "../platform/db/database";
import { openPostgresDatabase } from "../platform/db/postgres-database";

/**
 * Runs `work` as the role owning the tables of `database`'s schema. In CI's
 * Postgres pass that is DATABASE_OWNER_URL's: the API's role may not alter
 * a table, add a trigger or drop a schema (README: A Postgres server).
 * Without it, `database`'s own role owns them.
 */
export async function asOwner<T>(
  database: Database,
  work: (owner: Database) => Promise<T>,
): Promise<T> {
  const ownerUrl = process.env.DATABASE_OWNER_URL;
  if (!ownerUrl) return work(database);
  const [current] = await database.query<{ schema: string }>(
    "select current_schema() as schema",
  );
  const owner = await openPostgresDatabase({
    connectionString: ownerUrl,
    schema: current?.schema,
  });
  try {
    return await work(owner);
  } finally {
    await owner.close();
  }
}
