// `npm run check-data`: the integrity check of the embedded database in
// DATA_DIR (README: Backups). It reads a stopped folder only: a running
// server's folder is refused by its lock.
import fs from "node:fs";
import path from "node:path";
import { lockDataDir } from "../server/platform/db/data-dir-lock";
import { DATA_CHECKS } from "../server/data-checks";
import { checkIntegrity } from "../server/platform/db/integrity-check";
import { openPgliteDatabase } from "../server/platform/db/pglite-database";
import { embeddedDataDir, fail, seconds } from "./data-folder";
import { describeCheck } from "./describe-check";

async function main(): Promise<boolean> {
  const dataDir = embeddedDataDir("check-data");
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    fail(`There is no embedded database in ${dataDir} to check.`);
  }
  const started = performance.now();
  const lock = lockDataDir(dataDir, 0);
  try {
    const database = await openPgliteDatabase(dataDir);
    try {
      const report = await checkIntegrity(database, DATA_CHECKS);
      const { text, ok } = describeCheck(report, dataDir, seconds(started));
      console.log(text);
      return ok;
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

main().then((ok) => process.exit(ok ? 0 : 1), fail);
