import type { Queryable } from "../platform/db/database";
import { appendEntry } from "./ledger";

/**
 * Accounts made through the built-in development provider start with enough
 * points to try a redemption (the least is 1,000). Never with a real provider.
 */
export const DEVELOPMENT_STARTING_POINTS = 2500;

/** Inside the transaction that creates the account (see enrolUser). */
export async function grantDevelopmentPoints(
  tx: Queryable,
  userId: string,
): Promise<void> {
  await appendEntry(tx, userId, {
    kind: "adjust",
    points: DEVELOPMENT_STARTING_POINTS,
    reference: "development-account",
  });
}
