import type { ChaosDatabase } from "./chaos-database";

/**
 * Polls until the recovery worker (ORDER_RECOVERY_SECONDS of the API
 * process) has ended every order a kill left processing; a ceiling, not a
 * timed assertion: the invariants name any order still processing after it.
 */
export async function whenNoOrderProcessing(
  database: ChaosDatabase,
  ceilingMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + ceilingMs;
  while (Date.now() < deadline) {
    const [row] = await database.read((db) =>
      db.query<{ n: number }>(
        "select count(*)::integer as n from orders where status = 'processing'",
      ),
    );
    if (!row?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
