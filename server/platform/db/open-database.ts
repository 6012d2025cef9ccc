import type { Database } from "./database";
import { migrate } from "./migrate";
import { migrateAsOwner } from "./migrate-as-owner";
import { openPgliteDatabase } from "./pglite-database";
import { createSchema, openPostgresDatabase } from "./postgres-database";

export interface DatabaseSettings {
  /** A Postgres server; without it the embedded database is used. */
  databaseUrl?: string;
  /**
   * The role owning the tables on that server, which migrates them; the
   * role at databaseUrl is then given rows only. Unset, that role does both.
   */
  ownerUrl?: string;
  /** The embedded database's folder; memory when undefined. */
  dataDir?: string;
  /** Postgres schema for the tables (tests). */
  schema?: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  settings: DatabaseSettings,
): Promise<Database> {
  const { databaseUrl, ownerUrl, schema } = settings;
  const database = databaseUrl
    ? await openPostgresDatabase({ connectionString: databaseUrl, schema })
    : await openPgliteDatabase(settings.dataDir);
  try {
    if (databaseUrl && ownerUrl) {
      const [api] = await database.query<{ role: string }>(
        "select current_user as role",
      );
      await migrateAsOwner(ownerUrl, api!.role, schema);
    } else {
      if (databaseUrl) await createSchema(database, schema);
      await migrate(database);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
