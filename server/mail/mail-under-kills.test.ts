import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPgliteDatabase } from "../platform/db/pglite-database";
import { openEmbeddedTestDatabase } from "../testing/test-database";
import { checkMailUnderKills } from "../testing/mail-chaos/mail-property";

// The outbox on the embedded database (a folder of its own) with its sender
// killed mid-way, each run at other moments: see mail-property.ts. Short on
// purpose (CI time): a few kills over a dozen messages.
it("sends every queued message, none lost, a repeat only for a kill mid-delivery", async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "mail-chaos-"));
  const dataDir = path.join(parent, "data");
  const seed = Date.now() % 100_000;
  await checkMailUnderKills(
    {
      workerEnv: { DATA_DIR: dataDir },
      // Seeded in memory from the migrated test template, then loaded into
      // the folder: no initdb on disk (seconds).
      async seed(work) {
        const memory = await openEmbeddedTestDatabase();
        await work(memory);
        const dump = await memory.dump!();
        await memory.close();
        const folder = await openPgliteDatabase(dataDir, {
          loadDataDir: new Blob([new Uint8Array(dump)], {
            type: "application/x-tar",
          }),
        });
        await folder.close();
      },
      async dispose() {
        fs.rmSync(parent, { recursive: true, force: true });
      },
    },
    { count: 12, rounds: 2, seed },
  );
  // A ceiling, not an expectation: real processes on a busy machine.
}, 60_000);
