import fs from "node:fs";
import path from "node:path";
import { requestBackup } from "./admin-socket";
import { defaultBackupFile, packBackup, writeBackupFile } from "./backup-files";
import { liveOwner, lockDataDir } from "./data-dir-lock";
import { openPgliteDatabase } from "./pglite-database";

export interface Backup {
  file: string;
  bytes: number;
  /** Who made it: the running server (over its socket) or this process. */
  via: "server" | "folder";
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (default:
 * backups/ beside the folder). A running server is asked over its socket;
 * a stopped folder is opened here, under its lock, and closed again.
 */
export async function backupDataDir(
  dataDir: string,
  file = defaultBackupFile(dataDir),
): Promise<Backup> {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  }
  const inside = path.relative(dataDir, path.resolve(file));
  if (!inside.startsWith("..") && !path.isAbsolute(inside)) {
    throw new Error(
      `${file} is inside the data folder ${dataDir}: write the backup outside it, where the next backup does not copy it.`,
    );
  }
  const via = liveOwner(dataDir) ? "server" : "folder";
  const bytes =
    via === "server"
      ? await requestBackup(dataDir)
      : await backupStopped(dataDir);
  writeBackupFile(file, bytes);
  return { file, bytes: bytes.length, via };
}

async function backupStopped(dataDir: string): Promise<Uint8Array> {
  const lock = lockDataDir(dataDir, 0);
  try {
    const database = await openPgliteDatabase(dataDir);
    try {
      return packBackup(await database.dump!());
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
