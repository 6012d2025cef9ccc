import { postgresChaosDatabase } from "../testing/ledger-chaos/chaos-database";
import { checkLedgerUnderKills } from "../testing/ledger-chaos/ledger-property";

// ledger-under-kills.test.ts on a Postgres server (DATABASE_URL, a schema of
// its own), where the worker's corrections run alongside the API's requests.
it("keeps every balance the sum of its ledger and every accepted request once, across kills", async () => {
  await checkLedgerUnderKills(
    await postgresChaosDatabase(process.env.DATABASE_URL!),
    6,
  );
  // A ceiling, not an expectation: real processes on a busy machine.
}, 480_000);
