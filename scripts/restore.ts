// `npm run restore -- FILE`: a backup back into an empty or missing DATA_DIR,
// then the integrity check (README: Backups).
import { DATA_CHECKS } from "../server/data-checks";
import { restoreDataDir } from "../server/platform/db/restore";
import { embeddedDataDir, fail, fromUserCwd, seconds } from "./data-folder";
import { describeCheck } from "./describe-check";

async function main(): Promise<boolean> {
  const dataDir = embeddedDataDir("restore");
  if (!process.argv[2])
    fail("Name the backup to restore: npm run restore -- FILE.");
  const file = fromUserCwd(process.argv[2]);
  const started = performance.now();
  const report = await restoreDataDir(file, dataDir, DATA_CHECKS);
  console.log(`Restored ${file} into ${dataDir} in ${seconds(started)}.`);
  const { text, ok } = describeCheck(report, dataDir);
  console.log(text);
  return ok;
}

main().then((ok) => process.exit(ok ? 0 : 1), fail);
