import type { Database } from "../db/database";
import { recordEntry } from "./ledger";

/**
 * Accounts made through the built-in development provider start with enough
 * points to try a redemption (the least is 1,000). Never with a real provider.
 */
export const DEVELOPMENT_STARTING_POINTS = 2500;

export async function grantDevelopmentPoints(
  database: Database,
  userId: string,
): Promise<number> {
  return recordEntry(database, userId, {
    kind: "adjust",
    points: DEVELOPMENT_STARTING_POINTS,
    reference: "development-account",
  });
}
