import type { Database } from "../db/database";
import { openTestDatabase } from "../../testing/test-database";
import { runDueJob, type JobSchedule } from "./scheduled-job";

const JOB: JobSchedule = {
  name: "test-job",
  intervalSeconds: 3_600,
  claimSeconds: 60,
  retryBaseSeconds: 30,
  retryMaxSeconds: 600,
};

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const jobRow = async () => {
  const [row] = await database.query<{
    attempts: number;
    wait_seconds: number;
    last_error: string | null;
  }>(
    `select attempts, last_error,
       extract(epoch from next_run_at - now())::int as wait_seconds
     from scheduled_jobs where name = $1`,
    [JOB.name],
  );
  return row!;
};

describe("runDueJob", () => {
  it("runs a due job once across two workers asking together, then waits its interval", async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const outcomes = await Promise.all([
      runDueJob(database, JOB, work),
      runDueJob(database, JOB, work),
    ]);
    expect(outcomes.sort()).toEqual(["not-due", "ran"]);
    expect(runs).toBe(1);
    expect(await runDueJob(database, JOB, work)).toBe("not-due");
    expect((await jobRow()).wait_seconds).toBeGreaterThan(3_500);
  });

  it("retries a failed run with a growing wait, and forgets the failures once it succeeds", async () => {
    const failing = async () => {
      throw new Error("fare source down");
    };
    expect(await runDueJob(database, JOB, failing)).toBe("failed");
    expect(await jobRow()).toMatchObject({
      attempts: 1,
      last_error: "fare source down",
    });
    expect((await jobRow()).wait_seconds).toBeGreaterThanOrEqual(29);
    await database.query(
      "update scheduled_jobs set next_run_at = now() where name = $1",
      [JOB.name],
    );
    expect(await runDueJob(database, JOB, failing)).toBe("failed");
    expect((await jobRow()).wait_seconds).toBeGreaterThanOrEqual(59);
    await database.query(
      "update scheduled_jobs set next_run_at = now() where name = $1",
      [JOB.name],
    );
    expect(await runDueJob(database, JOB, async () => {})).toBe("ran");
    expect(await jobRow()).toMatchObject({ attempts: 0, last_error: null });
  });

  it("lets another worker run a job whose worker died holding it, once its claim runs out (a restart)", async () => {
    // A worker that claimed the run and died: its claim and retry are in the row.
    await database.query(
      `insert into scheduled_jobs (name, attempts, claimed_until, next_run_at)
       values ($1, 1, now() + interval '1 minute', now() - interval '1 second')`,
      [JOB.name],
    );
    expect(await runDueJob(database, JOB, async () => {})).toBe("not-due");
    await database.query(
      "update scheduled_jobs set claimed_until = now() - interval '1 second'",
    );
    expect(await runDueJob(database, JOB, async () => {})).toBe("ran");
  });
});
