import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requestBackup } from "../../platform/db/admin-socket";
import { unpackBackup } from "../../platform/db/backup-files";
import type { Database } from "../../platform/db/database";
import { openDatabase } from "../../platform/db/open-database";
import { openPgliteDatabase } from "../../platform/db/pglite-database";
import { asOwner } from "../as-owner";

/**
 * The database the property runs on, embedded or Postgres, as the API
 * process, the worker and the checks each reach it.
 */
export interface ChaosDatabase {
  /** The API process's environment for it. */
  apiEnv: Record<string, string>;
  workerEnv: Record<string, string>;
  /**
   * Whether the worker may run while the API serves: a Postgres server is
   * shared; the embedded database's folder has one owner at a time.
   */
  workerAlongsideApi: boolean;
  /** Runs `read` on the database as it is now, while the API serves. */
  read<T>(read: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/**
 * A new folder for the embedded database. While the API serves it, the
 * only other way in is the server's backup socket (npm run backup): a read
 * is of a backup taken through it, opened in memory.
 */
export function embeddedChaosDatabase(name = "ledger-chaos"): ChaosDatabase {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const dataDir = path.join(parent, "data");
  return {
    apiEnv: { DATA_DIR: dataDir },
    workerEnv: { DATA_DIR: dataDir },
    workerAlongsideApi: false,
    async read(read) {
      const tar = unpackBackup("the backup", await requestBackup(dataDir));
      const database = await openPgliteDatabase(undefined, {
        loadDataDir: new Blob([tar], { type: "application/x-tar" }),
      });
      try {
        return await read(database);
      } finally {
        await database.close();
      }
    },
    async dispose() {
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/**
/**
 * A schema of its own on the Postgres server at `databaseUrl`, named after
 * `name`, dropped at the end; with `ownerUrl`, owned by that role, as the
 * server does it.
 */
export async function postgresChaosDatabase(
  databaseUrl: string,
  name = "ledger-chaos",
  ownerUrl = process.env.DATABASE_OWNER_URL,
): Promise<ChaosDatabase> {
  const schema = `${name.replaceAll("-", "_")}_${randomBytes(6).toString("hex")}`;
  // Made and migrated here; the API process finds it through search_path.
  const database = await openDatabase({ databaseUrl, ownerUrl, schema });
  const inSchema = (url: string) => {
    const href = new URL(url);
    href.searchParams.set("options", `-c search_path=${schema}`);
    return href.href;
  };
  return {
    apiEnv: {
      DATABASE_URL: inSchema(databaseUrl),
      ...(ownerUrl ? { DATABASE_OWNER_URL: inSchema(ownerUrl) } : {}),
    },
    workerEnv: {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      ...(ownerUrl ? { DATABASE_OWNER_URL: ownerUrl } : {}),
    },
    workerAlongsideApi: true,
    read: (read) => read(database),
    async dispose() {
      await asOwner(database, (owner) =>
        owner.query(`drop schema ${schema} cascade`),
      );
      await database.close();
    },
  };
}
