import type { Queryable } from "../platform/db/database";

export interface LoginAttempt {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_url: string;
  /** The value the starting tab keeps, handed back beside the token. */
  tab_nonce: string | null;
}

/** Long enough to sign in at the provider, short enough to be useless later. */
export const ATTEMPT_MINUTES = 15;

export async function saveLoginAttempt(
  db: Queryable,
  attempt: LoginAttempt,
): Promise<void> {
  await db.query("delete from login_attempts where expires_at < now()");
  await db.query(
    `insert into login_attempts (state, nonce, code_verifier, redirect_url, tab_nonce, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [
      attempt.state,
      attempt.nonce,
      attempt.code_verifier,
      attempt.redirect_url,
      attempt.tab_nonce,
      ATTEMPT_MINUTES,
    ],
  );
}

/** The attempt for this state, removed so a callback can be used only once. */
export async function takeLoginAttempt(
  db: Queryable,
  state: string,
): Promise<LoginAttempt | undefined> {
  const [attempt] = await db.query<LoginAttempt>(
    `delete from login_attempts where state = $1 and expires_at > now()
     returning state, nonce, code_verifier, redirect_url, tab_nonce`,
    [state],
  );
  return attempt;
}
