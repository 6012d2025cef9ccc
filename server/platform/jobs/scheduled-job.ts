import type { Database } from "../db/database";

export interface JobSchedule {
  /** The job's row in scheduled_jobs, e.g. "reprice-watches". */
  name: string;
  /** A finished run makes the next one due this long after. */
  intervalSeconds: number;
  /** A run is this process's alone this long; a process that dies frees it then. */
  claimSeconds: number;
  /** A failed run is tried again after this, twice as long each time ... */
  retryBaseSeconds: number;
  /** ... up to this. */
  retryMaxSeconds: number;
}

/** Due, and nobody's claim on it. */
const DUE = `next_run_at <= now()
  and (claimed_until is null or claimed_until < now())`;

/**
 * Claims the job's run if it is due: one conditional update, so of several
 * processes asking at once exactly one gets it (the row lock orders them and
 * the others see the claim). The run is scheduled for its retry before it
 * starts, so a process dying mid-run leaves a retry behind, not a lost job.
 */
async function claimRun(database: Database, job: JobSchedule) {
  await database.query(
    `insert into scheduled_jobs (name) values ($1)
     on conflict (name) do nothing`,
    [job.name],
  );
  const [claimed] = await database.query<{ attempts: number }>(
    `update scheduled_jobs set
       attempts = attempts + 1,
       claimed_until = now() + make_interval(secs => $2),
       next_run_at = now() + make_interval(
         secs => least($3 * power(2, attempts), $4))
     where name = $1 and ${DUE}
     returning attempts`,
    [job.name, job.claimSeconds, job.retryBaseSeconds, job.retryMaxSeconds],
  );
  return claimed;
}

/**
 * Runs the job once if it is due and no other process runs it; answers
 * whether it ran (and succeeded). A failure keeps the retry the claim set.
 */
export async function runDueJob(
  database: Database,
  job: JobSchedule,
  work: () => Promise<void>,
): Promise<"ran" | "not-due" | "failed"> {
  if (!(await claimRun(database, job))) return "not-due";
  try {
    await work();
  } catch (error) {
    await database.query(
      `update scheduled_jobs set claimed_until = null, last_error = $2
       where name = $1`,
      [
        job.name,
        (error instanceof Error ? error.message : String(error)).slice(0, 500),
      ],
    );
    return "failed";
  }
  await database.query(
    `update scheduled_jobs set claimed_until = null, attempts = 0,
       last_error = null, last_finished_at = now(),
       next_run_at = now() + make_interval(secs => $2)
     where name = $1`,
    [job.name, job.intervalSeconds],
  );
  return "ran";
}
