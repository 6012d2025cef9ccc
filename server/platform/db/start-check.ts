import { newestBackup } from "./backup-files";
import type { Database } from "./database";
import { checkIntegrity, type DataCheck } from "./integrity-check";

/**
 * The embedded database's integrity check before the server serves: a
 * failure stops the start with one sentence naming the folder, the problem,
 * the newest backup and what to do.
 */
export async function refuseDamagedDatabase(
  database: Database,
  dataDir: string,
  dataChecks: readonly DataCheck[],
): Promise<void> {
  const { problems } = await checkIntegrity(database, dataChecks);
  if (problems.length === 0) return;
  const backup = newestBackup(dataDir);
  const restore = backup
    ? `move the folder away and restore the newest backup, ${backup}, with npm run restore -- ${backup}`
    : "move the folder away and restore your latest backup with npm run restore -- FILE (none is in backups/ beside the folder), or start empty";
  throw new Error(
    `The embedded database in ${dataDir} failed its integrity check (${problems.join("; ")}), so the server did not start: ${restore}.`,
  );
}
