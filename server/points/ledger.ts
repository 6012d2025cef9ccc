import type { RedeemMethod } from "../../domain/points/redeem-rules";
import type { Database, Queryable } from "../platform/db/database";

export type LedgerKind = "earn" | "redeem" | "adjust" | "reversal";

/** How points were redeemed: paid out, or spent toward a booking (its order). */
export type LedgerMethod = RedeemMethod | "booking";

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed: earnings positive, redemptions negative. */
  points: number;
  method?: LedgerMethod;
  reference?: string;
  /** Pending until then (a booking's points wait for the trip to end). */
  availableAt?: Date;
}

/**
 * The balance: the sum of the user's ledger rows that are available now.
 * Pending points are left out, so a redemption can never spend them.
 */
export async function getBalance(
  db: Queryable,
  userId: string,
): Promise<number> {
  const [row] = await db.query<{ points: number }>(
    `select coalesce(sum(points), 0)::integer as points from points_ledger
     where user_id = $1 and (available_at is null or available_at <= now())`,
    [userId],
  );
  return row?.points ?? 0;
}

/**
 * Appends one row; the ledger is never updated or deleted from. Call it only
 * inside a transaction that holds the user's lock (see lockUserPoints), or
 * through recordEntry, which does both.
 */
export async function appendEntry(
  db: Queryable,
  userId: string,
  entry: LedgerEntry,
): Promise<void> {
  if (!Number.isInteger(entry.points) || entry.points === 0) {
    throw new Error("A ledger entry moves a whole, non-zero number of points.");
  }
  await db.query(
    "insert into points_ledger (user_id, kind, points, method, reference, available_at) values ($1, $2, $3, $4, $5, $6)",
    [
      userId,
      entry.kind,
      entry.points,
      entry.method ?? null,
      entry.reference ?? null,
      entry.availableAt?.toISOString() ?? null,
    ],
  );
}

/**
 * Serialises changes to one user's points: until the transaction ends, other
 * transactions wait here, so two redemptions never both see the old balance.
 * Returns false when the user no longer exists.
 */
export async function lockUserPoints(
  tx: Queryable,
  userId: string,
): Promise<boolean> {
  const rows = await tx.query("select id from users where id = $1 for update", [
    userId,
  ]);
  return rows.length > 0;
}

/**
 * One change to a user's points in its own transaction, under the user's
 * lock. Answers the new balance.
 */
export async function recordEntry(
  database: Database,
  userId: string,
  entry: LedgerEntry,
): Promise<number> {
  return database.transaction(async (tx) => {
    if (!(await lockUserPoints(tx, userId))) {
      throw new Error(`There is no user ${userId} to record points for.`);
    }
    await appendEntry(tx, userId, entry);
    return getBalance(tx, userId);
  });
}

/**
 * Points earned, e.g. by a booking (reference: what earned them). Zero, as a
 * tiny purchase earns, adds no row. Answers the new balance.
 */
export async function recordEarn(
  database: Database,
  userId: string,
  points: number,
  reference?: string,
): Promise<number> {
  if (!Number.isInteger(points) || points < 0) {
    throw new Error("Earned points are a whole, non-negative number.");
  }
  if (points === 0) return getBalance(database, userId);
  return recordEntry(database, userId, { kind: "earn", points, reference });
}
