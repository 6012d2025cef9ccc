import { createHash } from "node:crypto";
import type { RedeemRequest } from "../../domain/points/points-contract";
import type { Queryable } from "../platform/db/database";

/**
 * A redemption's Idempotency-Key is claimed by inserting its row, in its own
 * statement, before the redemption's transaction: another request with the
 * key then sees it under way (status null) and is told to try again, instead
 * of waiting for the user's lock. The transaction stores the answer in the
 * row; a failure deletes it. As order-claims.ts does for orders.
 */
export type RedeemClaim =
  | { kind: "claimed" }
  | { kind: "done"; status: number; body: unknown }
  | { kind: "conflict" }
  | { kind: "inFlight" };

/** A key someone else holds: its answer, or why there is none. */
export type SettledClaim = Exclude<RedeemClaim, { kind: "claimed" }>;

/**
 * A claim left unanswered this long (a crash) may be taken over. A
 * redemption takes milliseconds, even queued behind the user's others; a
 * takeover of one still running is harmless, as only one answer is stored.
 */
const ABANDONED_AFTER = "30 seconds";
/** A row released between our insert and our read: try the insert again. */
const ATTEMPTS = 3;

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: unknown;
}

export async function claimRedeemKey(
  db: Queryable,
  userId: string,
  key: string,
  requestHash: string,
): Promise<RedeemClaim> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    // No row for a user deleted meanwhile: answered as in flight, and the
    // retry meets the sign-in check.
    const claimed = await db.query(
      `insert into idempotent_requests (user_id, key, request_hash)
       select $1, $2, $3 where exists (select 1 from users where id = $1)
       on conflict (user_id, key) do update set claimed_at = now()
         where idempotent_requests.status is null
           and idempotent_requests.request_hash = excluded.request_hash
           and idempotent_requests.claimed_at < now() - interval '${ABANDONED_AFTER}'
       returning key`,
      [userId, key, requestHash],
    );
    if (claimed.length) return { kind: "claimed" };
    const row = await findRedeemKey(db, userId, key);
    if (row) return settledClaim(row, requestHash);
  }
  return { kind: "inFlight" };
}

/** What a claimed key answers now, without claiming it. */
export async function readRedeemKey(
  db: Queryable,
  userId: string,
  key: string,
  requestHash: string,
): Promise<SettledClaim> {
  const row = await findRedeemKey(db, userId, key);
  return row ? settledClaim(row, requestHash) : { kind: "inFlight" };
}

/** Stores the answer in the claim, inside the redemption's transaction; false if already answered. */
export async function completeRedeemKey(
  tx: Queryable,
  userId: string,
  key: string,
  answer: { status: number; body: unknown },
): Promise<boolean> {
  const rows = await tx.query(
    "update idempotent_requests set status = $3, body = $4 where user_id = $1 and key = $2 and status is null returning key",
    [userId, key, answer.status, JSON.stringify(answer.body)],
  );
  return rows.length > 0;
}

/** Frees a key whose request stored no answer, so a retry may run it. */
export async function releaseRedeemKey(
  db: Queryable,
  userId: string,
  key: string,
): Promise<void> {
  await db.query(
    "delete from idempotent_requests where user_id = $1 and key = $2 and status is null",
    [userId, key],
  );
}

/** sha256 of the body in a fixed field order, so key order doesn't matter. */
export function hashRedemption({ points, method }: RedeemRequest): string {
  return createHash("sha256")
    .update(JSON.stringify({ method, points }))
    .digest("hex");
}

async function findRedeemKey(db: Queryable, userId: string, key: string) {
  const [row] = await db.query<KeyRow>(
    "select request_hash, status, body from idempotent_requests where user_id = $1 and key = $2",
    [userId, key],
  );
  return row;
}

function settledClaim(row: KeyRow, requestHash: string): SettledClaim {
  if (row.request_hash !== requestHash) return { kind: "conflict" };
  if (row.status === null) return { kind: "inFlight" };
  return { kind: "done", status: row.status, body: row.body };
}
