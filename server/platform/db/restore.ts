import fs from "node:fs";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock";
import {
  checkIntegrity,
  type DataCheck,
  type IntegrityReport,
} from "./integrity-check";
import { unpackBackup } from "./backup-files";
import { openPgliteDatabase } from "./pglite-database";

/**
 * Brings a backup back into an empty or missing data folder, under its lock
 * (a live server's folder is refused by the lock), then checks it. Answers
 * the integrity check's report.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  dataChecks: readonly DataCheck[],
): Promise<IntegrityReport> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    throw new Error(`There is no backup file ${file}.`);
  }
  const tar = unpackBackup(file, bytes);
  const lock = lockDataDir(dataDir, 0);
  try {
    const others = fs.readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
    if (others.length > 0) {
      throw new Error(
        `The data folder ${dataDir} is not empty: a backup is restored only into an empty or missing folder. Move it away first, or set DATA_DIR to a new folder.`,
      );
    }
    const database = await openPgliteDatabase(dataDir, {
      loadDataDir: new Blob([tar], { type: "application/x-tar" }),
    });
    try {
      return await checkIntegrity(database, dataChecks);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
