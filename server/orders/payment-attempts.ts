import type { Queryable } from "../platform/db/database";

/**
 * The payment key of this attempt at an order paid by a Stripe intent. The
 * same browser, Idempotency-Key and body always pay under `baseKey`, so a
 * retry finds the order already written. But after a decline the traveller
 * confirms the same intent again in Stripe's form (Stripe reuses an intent
 * across attempts), and posts the same body: that is a new attempt, paying
 * under the next key, while the declined order stays as it ended.
 */
export async function paymentKeyOfAttempt(
  db: Queryable,
  baseKey: string,
): Promise<string> {
  const attempts = await db.query<{
    payment_key: string;
    failure: string | null;
  }>(
    `select payment_key, failure from orders
     where payment_key = $1 or payment_key like $1 || '#%'`,
    [baseKey],
  );
  if (attempts.length === 0) return baseKey;
  const latest = attempts.reduce((a, b) =>
    attemptOf(b.payment_key) > attemptOf(a.payment_key) ? b : a,
  );
  if (latest.failure !== "declined") return latest.payment_key;
  return `${baseKey}#${attemptOf(latest.payment_key) + 1}`;
}

const attemptOf = (key: string) => Number(key.split("#")[1] ?? 1);
