import type { Database, Queryable } from "../platform/db/database";

export interface User {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

const USER_COLUMNS = "id, first_name, last_name, email";

export interface Identity {
  issuer: string;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * The user behind a provider identity, created on first sign-in (`created`).
 * A returning user keeps the names they chose here; only the e-mail follows
 * the provider.
 */
export async function upsertUser(
  db: Queryable,
  identity: Identity,
): Promise<{ user: User; created: boolean }> {
  // xmax is 0 on a freshly inserted row, set on one the conflict updated.
  const [row] = await db.query<User & { created: boolean }>(
    `insert into users (issuer, subject, email, first_name, last_name)
     values ($1, $2, $3, $4, $5)
     on conflict (issuer, subject)
       do update set email = excluded.email, updated_at = now()
     returning ${USER_COLUMNS}, (xmax = 0) as created`,
    [
      identity.issuer,
      identity.subject,
      identity.email,
      identity.first_name,
      identity.last_name,
    ],
  );
  if (!row) throw new Error("upsertUser: the insert returned no row");
  const { created, ...user } = row;
  return { user, created };
}

export async function updateUserNames(
  db: Queryable,
  id: string,
  names: { first_name: string; last_name: string },
): Promise<User | undefined> {
  const [user] = await db.query<User>(
    `update users set first_name = $2, last_name = $3, updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, names.first_name, names.last_name],
  );
  return user;
}

/**
 * Deletes the profile; sessions and idempotency records go with it (cascade)
 * and the user's ledger rows stay for the accounts, anonymised (set null).
 */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.query("delete from users where id = $1 returning id", [
    id,
  ]);
  return rows.length > 0;
}
