import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "../platform/db/database";
import { createSignedInUser } from "./signed-in-user";
import { recordEarn } from "../points/ledger";

/** Test helpers for the points routes; tests only. */

/** A signed-in user whose ledger starts with one earn of `points`. */
export async function userWithPoints(database: Database, points: number) {
  const signedIn = await createSignedInUser(database);
  await recordEarn(database, signedIn.user.id, points, "test-start");
  return signedIn;
}

/**
 * POST /api/point/redeem under a new Idempotency-Key, unless `headers` are
 * given (`{}` sends none); `payload` undefined sends no body at all.
 */
export function redeem(
  app: FastifyInstance,
  authorization: string | undefined,
  payload: unknown,
  headers: Record<string, string> = { "idempotency-key": randomUUID() },
) {
  return app.inject({
    method: "POST",
    url: "/api/point/redeem",
    headers: { ...(authorization ? { authorization } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export interface LedgerRow {
  kind: string;
  points: number;
  method: string | null;
  reference: string | null;
}

export function ledgerRows(
  database: Database,
  userId: string,
): Promise<LedgerRow[]> {
  return database.query<LedgerRow>(
    "select kind, points, method, reference from points_ledger where user_id = $1 order by id",
    [userId],
  );
}

export async function storedAnswers(database: Database, userId: string) {
  const [row] = await database.query<{ count: number }>(
    "select count(*)::integer as count from idempotent_requests where user_id = $1",
    [userId],
  );
  return row?.count ?? 0;
}
