import type { Database } from "./database";
import { migrate } from "./migrate";
import { openPgliteDatabase } from "./pglite-database";
import { openPostgresDatabase } from "./postgres-database";

export interface DatabaseSettings {
  /** A Postgres server; without it the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder; memory when undefined. */
  dataDir?: string;
  /** Postgres schema for the tables (tests). */
  schema?: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  settings: DatabaseSettings,
): Promise<Database> {
  const database = settings.databaseUrl
    ? await openPostgresDatabase({
        connectionString: settings.databaseUrl,
        schema: settings.schema,
      })
    : await openPgliteDatabase(settings.dataDir);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
