import { randomUUID } from "node:crypto";
import { createSession } from "../account/sessions";
import type { Queryable } from "../platform/db/database";
import { upsertUser, type Identity, type User } from "../account/users";

/** A user with a live session, as a finished sign-in leaves them. */
export async function createSignedInUser(
  db: Queryable,
  identity: Partial<Identity> = {},
): Promise<{ user: User; token: string; authorization: string }> {
  const subject = identity.subject ?? randomUUID();
  const { user } = await upsertUser(db, {
    issuer: "https://issuer.test",
    subject,
    email: `${subject}@example.test`,
    first_name: "Ada",
    last_name: "Tremblay",
    ...identity,
  });
  const { token } = await createSession(db, user.id, {
    ttlDays: 30,
    idleHours: 72,
  });
  return { user, token, authorization: `Bearer ${token}` };
}
