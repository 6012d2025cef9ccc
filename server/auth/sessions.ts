import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";
import type { User } from "../users/users";

/** Only a hash is stored: a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Queryable,
  userId: string,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  // Housekeeping: the user's dead sessions go when a new one starts.
  await db.query(
    "delete from sessions where user_id = $1 and (expires_at < now() or revoked_at is not null)",
    [userId],
  );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.query(
    "insert into sessions (token_hash, user_id, expires_at) values ($1, $2, $3)",
    [hashToken(token), userId, expiresAt],
  );
  return { token, expiresAt };
}

/**
 * SQL: the user id of the live session (not expired, not revoked) whose
 * token hash is $1; no row for any other. For a query that reads a
 * signed-in user's data in the same round trip as the session.
 */
export const LIVE_SESSION_USER_ID = `select user_id from sessions
  where token_hash = $1 and revoked_at is null and expires_at > now()`;

/** The user of a live session (not expired, not revoked), if any. */
export async function findSessionUser(
  db: Queryable,
  token: string,
): Promise<User | undefined> {
  const [user] = await db.query<User>(
    `select id, first_name, last_name, email from users
     where id = (${LIVE_SESSION_USER_ID})`,
    [hashToken(token)],
  );
  return user;
}

export async function revokeSession(
  db: Queryable,
  token: string,
): Promise<void> {
  await db.query(
    "update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null",
    [hashToken(token)],
  );
}
