import { embeddedChaosDatabase } from "../testing/ledger-chaos/chaos-database";
import { checkLedgerUnderKills } from "../testing/ledger-chaos/ledger-property";

// The embedded database (PGlite in DATA_DIR) under random concurrent
// orders, redemptions, deletions and corrections, the API process killed
// mid-way each run: see ledger-property.ts. Its Postgres twin:
// ledger-under-kills.postgres.test.ts.
it("keeps every balance the sum of its ledger and every accepted request once, across kills", async () => {
  await checkLedgerUnderKills(embeddedChaosDatabase(), 5);
  // A ceiling, not an expectation: real processes on a busy machine.
}, 480_000);
