import type { DataCheck } from "./platform/db/integrity-check";
import { ledgerProblems } from "./points";

/** The resources' own checks, run after the database's by the integrity check. */
export const DATA_CHECKS: readonly DataCheck[] = [
  { subject: "The points ledger", problems: ledgerProblems },
];
