import { createHash } from "node:crypto";
import type { Queryable } from "../platform/db/database";

/**
 * An Idempotency-Key of POST /order is claimed by inserting its row before
 * anything is charged: the primary key lets one request through; another
 * with the same key, while it is under way, is told to try again (409 with
 * Retry-After). No transaction is held while the fare source and the
 * payment provider answer.
 */
export type Claim =
  | { kind: "claimed" }
  | { kind: "done"; orderId: string }
  | { kind: "conflict" }
  | { kind: "inFlight" };

/**
 * A request abandoned this long ago (a crash) may be taken over. The claim
 * covers only the fare and price checks: once the order is written, the key
 * answers the order itself, whatever happens to the request.
 */
const ABANDONED_AFTER = "15 seconds";
/** A row released between our insert and our read: try the insert again. */
const ATTEMPTS = 3;

export async function claimOrderKey(
  db: Queryable,
  scope: string,
  key: string,
  requestHash: string,
): Promise<Claim> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const claimed = await db.query(
      `insert into order_requests (scope, key, request_hash) values ($1, $2, $3)
       on conflict (scope, key) do update set claimed_at = now()
         where order_requests.order_id is null
           and order_requests.request_hash = excluded.request_hash
           and order_requests.claimed_at < now() - interval '${ABANDONED_AFTER}'
       returning key`,
      [scope, key, requestHash],
    );
    if (claimed.length) return { kind: "claimed" };
    const [row] = await db.query<{
      request_hash: string;
      order_id: string | null;
    }>(
      "select request_hash, order_id from order_requests where scope = $1 and key = $2",
      [scope, key],
    );
    if (!row) continue;
    if (row.request_hash !== requestHash) return { kind: "conflict" };
    if (row.order_id) return { kind: "done", orderId: row.order_id };
    return { kind: "inFlight" };
  }
  return { kind: "inFlight" };
}

/**
 * Frees a key whose request ended without an order (price changed, declined,
 * bad passengers), so the traveller can try again with the same key.
 */
export async function releaseOrderKey(
  db: Queryable,
  scope: string,
  key: string,
): Promise<void> {
  await db.query(
    "delete from order_requests where scope = $1 and key = $2 and order_id is null",
    [scope, key],
  );
}

/**
 * Ties the key to its order, inside the order's transaction; false if the
 * key is already tied to another order.
 */
export async function completeOrderKey(
  tx: Queryable,
  scope: string,
  key: string,
  orderId: string,
): Promise<boolean> {
  const rows = await tx.query<{ order_id: string }>(
    `update order_requests set order_id = coalesce(order_id, $3)
     where scope = $1 and key = $2 returning order_id`,
    [scope, key, orderId],
  );
  return rows[0]?.order_id === orderId;
}

/** sha256 of a JSON value with its object keys sorted, so key order doesn't matter. */
export function hashRequest(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}
