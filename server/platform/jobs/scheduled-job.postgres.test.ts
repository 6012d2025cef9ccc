import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { openDatabase } from "../db/open-database";
import { asOwner } from "../../testing/as-owner";
import { runDueJob, type JobSchedule } from "./scheduled-job";

// Two API processes' connection pools on one Postgres schema: a due job is
// claimed by exactly one of them, however often they ask together.
const JOB: JobSchedule = {
  name: "two-pools",
  intervalSeconds: 3_600,
  claimSeconds: 60,
  retryBaseSeconds: 30,
  retryMaxSeconds: 600,
};
const schema = `test_${randomBytes(6).toString("hex")}`;
const open = () =>
  openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    ownerUrl: process.env.DATABASE_OWNER_URL,
    schema,
  });
let first: Database;
let second: Database;
beforeAll(async () => {
  first = await open();
  second = await open();
});
afterAll(async () => {
  await second.close();
  await asOwner(first, (owner) => owner.query(`drop schema ${schema} cascade`));
  await first.close();
});

it("runs a due job once across two connection pools, round after round", async () => {
  for (let round = 0; round < 5; round += 1) {
    await first.query(
      "update scheduled_jobs set next_run_at = now() where name = $1",
      [JOB.name],
    );
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const outcomes = await Promise.all([
      runDueJob(first, JOB, work),
      runDueJob(second, JOB, work),
      runDueJob(first, JOB, work),
      runDueJob(second, JOB, work),
    ]);
    expect(outcomes.filter((outcome) => outcome === "ran")).toHaveLength(1);
    expect(runs).toBe(1);
  }
});
