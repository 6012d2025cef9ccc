import path from "node:path";
import { lockDataDir } from "../../platform/db/data-dir-lock";
import { openDatabase } from "../../platform/db/open-database";
import { runTask, type WorkerTask } from "./worker-tasks";

/**
 * The worker process (worker-process.ts starts it, and may kill it at any
 * moment): runs its tasks in order, a pause before each, and prints
 * `ready` once its database is open, then `done {report}` per task.
 * The embedded database is opened under its folder's lock, as a server
 * would (the API process must be down); Postgres is shared with the API.
 */
async function main(): Promise<void> {
  const { tasks, pausesMs } = JSON.parse(process.argv[2] ?? "{}") as {
    tasks: WorkerTask[];
    pausesMs: number[];
  };
  const dataDir = process.env.DATA_DIR && path.resolve(process.env.DATA_DIR);
  const lock = dataDir ? lockDataDir(dataDir, 0) : undefined;
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    ownerUrl: process.env.DATABASE_OWNER_URL,
    schema: process.env.DATABASE_SCHEMA,
    dataDir,
  });
  console.log("ready");
  for (const [index, task] of tasks.entries()) {
    await new Promise((resolve) => setTimeout(resolve, pausesMs[index] ?? 0));
    console.log(`done ${JSON.stringify(await runTask(database, task))}`);
  }
  await database.close();
  lock?.release();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
