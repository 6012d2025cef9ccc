// `npm run backup -- [FILE]`: a backup of the embedded database (README:
// Backups), from the running server or from the stopped folder.
import { backupDataDir } from "../server/platform/db/backup";
import { embeddedDataDir, fail, fromUserCwd, seconds } from "./data-folder";

async function main(): Promise<void> {
  const dataDir = embeddedDataDir("backup");
  const file = process.argv[2];
  const started = performance.now();
  const backup = await backupDataDir(dataDir, file && fromUserCwd(file));
  const mb = (backup.bytes / 1_000_000).toFixed(1);
  const from =
    backup.via === "server" ? "the running server" : "the stopped folder";
  console.log(
    `Backed up ${dataDir} (from ${from}) to ${backup.file}: ${mb} MB in ${seconds(started)}.`,
  );
}

main().catch(fail);
