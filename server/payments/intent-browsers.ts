import type { Queryable } from "../platform/db/database";

/** Notes the browser that started an intent (the same one when asked again). */
export async function recordIntentBrowser(
  db: Queryable,
  intentId: string,
  browserTokenHash: string,
): Promise<void> {
  await db.query(
    `insert into payment_intent_browsers (intent_id, browser_token_hash)
     values ($1, $2) on conflict (intent_id) do nothing`,
    [intentId, browserTokenHash],
  );
}

/**
 * Whether the browser started the intent: another browser's order naming it
 * (a leaked or guessed pi_ id) must not book on, or cancel, someone's hold.
 */
export async function isIntentOf(
  db: Queryable,
  intentId: string,
  browserTokenHash: string,
): Promise<boolean> {
  const [row] = await db.query<{ browser_token_hash: string }>(
    "select browser_token_hash from payment_intent_browsers where intent_id = $1",
    [intentId],
  );
  return row?.browser_token_hash === browserTokenHash;
}
