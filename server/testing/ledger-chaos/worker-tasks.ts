import type { Database } from "../../platform/db/database";
import { appendEntry, getBalance, lockUserPoints } from "../../points/ledger";
import { moveLedgerTime } from "../move-ledger-time";

/**
 * What the worker does to the database besides the API: an operator's
 * reversal (no route makes one), the clock passing a trip's end, and the
 * clock passing the point where a killed request's claim counts as
 * abandoned.
 */
export type WorkerTask =
  | { kind: "reversal"; id: string; userId: string; points: number }
  | { kind: "available"; id: string; userId: string }
  | { kind: "age-claims"; id: string };

export type TaskReport =
  | { id: string; outcome: "reversed"; points: number }
  | { id: string; outcome: "nothing" };

/** The reversal's ledger reference: the task's id, so it is found again. */
export const reversalReference = (id: string) => `correction:${id}`;

export async function runTask(
  database: Database,
  task: WorkerTask,
): Promise<TaskReport> {
  if (task.kind === "reversal") return reverse(database, task);
  if (task.kind === "available") {
    await makeAvailable(database, task.userId);
  } else {
    await ageClaims(database);
  }
  return { id: task.id, outcome: "nothing" };
}

/**
 * As an operator corrects a balance: under the user's lock, once per
 * correction (its reference, so a rerun after a kill doesn't reverse
 * twice), and never more than is available (a correction must not
 * overdraw: recordEntry alone would let it).
 */
async function reverse(
  database: Database,
  task: Extract<WorkerTask, { kind: "reversal" }>,
): Promise<TaskReport> {
  const reference = reversalReference(task.id);
  return database.transaction(async (tx): Promise<TaskReport> => {
    if (!(await lockUserPoints(tx, task.userId))) {
      return { id: task.id, outcome: "nothing" };
    }
    const [done] = await tx.query<{ points: number }>(
      "select points from points_ledger where reference = $1 and kind = 'reversal'",
      [reference],
    );
    if (done) return { id: task.id, outcome: "reversed", points: -done.points };
    const points = Math.min(task.points, await getBalance(tx, task.userId));
    if (points <= 0) return { id: task.id, outcome: "nothing" };
    await appendEntry(tx, task.userId, {
      kind: "reversal",
      points: -points,
      reference,
    });
    return { id: task.id, outcome: "reversed", points };
  });
}

/** The user's trips are over: their pending points and their orders' dates move to the past. */
function makeAvailable(database: Database, userId: string): Promise<void> {
  return moveLedgerTime(
    database,
    `with moved as (
       update points_ledger set available_at = now() - interval '1 minute'
       where user_id = $1 and available_at > now() returning reference)
     update orders set points_available_at = now() - interval '1 minute'
     where id::text in (select reference from moved)`,
    [userId],
  );
}

/**
 * Run only while no API process lives: every unanswered claim and every
 * unfinished order's lease was left by a killed one. The product lets a
 * retry take such a claim over 30 s (redemptions) or 15 s (orders) after it
 * was made, and the recovery worker an order once its 30 s lease is over;
 * moving them back stands in for waiting that long.
 */
async function ageClaims(database: Database): Promise<void> {
  await database.query(
    "update idempotent_requests set claimed_at = claimed_at - interval '1 hour' where status is null",
  );
  await database.query(
    "update order_requests set claimed_at = claimed_at - interval '1 hour' where order_id is null",
  );
  await database.query(
    "update orders set lease_until = now() - interval '1 second' where status = 'processing'",
  );
}
