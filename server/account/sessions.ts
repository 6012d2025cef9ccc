import { randomBytes } from "node:crypto";
import type { Queryable } from "../platform/db/database";
import { hashToken } from "../platform/http/token-hash";
import type { User } from "./users";

export interface SessionLifetime {
  /** The session ends this long after it starts, however active. */
  ttlDays: number;
  /** It also ends when unused this long. */
  idleHours: number;
}

export async function createSession(
  db: Queryable,
  userId: string,
  lifetime: SessionLifetime,
  idToken?: string,
): Promise<{ token: string; expiresAt: Date }> {
  // Housekeeping: the user's dead sessions go when a new one starts.
  await db.query(
    `delete from sessions where user_id = $1
     and (expires_at < now() or idle_expires_at < now() or revoked_at is not null)`,
    [userId],
  );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(
    Date.now() + lifetime.ttlDays * 24 * 60 * 60 * 1000,
  );
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, idle_expires_at, id_token)
     values ($1, $2, $3, least($3, now() + make_interval(hours => $4)), $5)`,
    [hashToken(token), userId, expiresAt, lifetime.idleHours, idToken ?? null],
  );
  return { token, expiresAt };
}

/** SQL: the live session (not expired, idle or revoked) whose token hash is $1. */
const LIVE_SESSION = `from sessions
  where token_hash = $1 and revoked_at is null and expires_at > now()
    and idle_expires_at > now()`;

/**
 * SQL: the user id of the live session whose token hash is $1; no row for
 * any other. For a query that reads a signed-in user's data in the same
 * round trip as the session.
 */
export const LIVE_SESSION_USER_ID = `select user_id ${LIVE_SESSION}`;

/**
 * SQL: as LIVE_SESSION_USER_ID, with `ends_at`, when the session stops
 * being live unless it is used (its idle deadline, or its end).
 */
export const LIVE_SESSION_USER_ID_AND_END = `select user_id,
  least(expires_at, idle_expires_at) as ends_at ${LIVE_SESSION}`;

/**
 * The user of a live session, if any; its idle deadline moves on. The move
 * is written at most once a minute a session, not on every request.
 */
export async function findSessionUser(
  db: Queryable,
  token: string,
  idleHours: number,
): Promise<User | undefined> {
  const [user] = await db.query<User>(
    `with live as (
       update sessions
       set idle_expires_at = least(expires_at, now() + make_interval(hours => $2))
       where token_hash = $1 and revoked_at is null and expires_at > now()
         and idle_expires_at > now()
         and idle_expires_at < least(expires_at, now() + make_interval(hours => $2))
           - interval '1 minute'
       returning user_id
     )
     select id, first_name, last_name, email from users
     where id = coalesce((select user_id from live), (${LIVE_SESSION_USER_ID}))`,
    [hashToken(token), idleHours],
  );
  return user;
}

/** Ends the session; answers its ID token, for ending the provider's too. */
export async function revokeSession(
  db: Queryable,
  token: string,
): Promise<{ idToken: string | null } | undefined> {
  const [row] = await db.query<{ id_token: string | null }>(
    `with ending as (
       select token_hash, id_token from sessions
       where token_hash = $1 and revoked_at is null
         and expires_at > now() and idle_expires_at > now()
       for update
     )
     update sessions set revoked_at = now(), id_token = null
     from ending where sessions.token_hash = ending.token_hash
     returning ending.id_token`,
    [hashToken(token)],
  );
  return row ? { idToken: row.id_token } : undefined;
}
