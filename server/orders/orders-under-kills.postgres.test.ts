import { postgresChaosDatabase } from "../testing/ledger-chaos/chaos-database";
import { checkOrdersUnderKills } from "../testing/order-chaos/order-property";

// orders-under-kills.test.ts on a Postgres server (DATABASE_URL, a schema of
// its own), where a second look at the database needs no backup.
it("ends every order confirmed and captured once, or failed with nothing captured, across kills", async () => {
  await checkOrdersUnderKills(
    await postgresChaosDatabase(process.env.DATABASE_URL!, "order-chaos"),
    5,
  );
  // A ceiling, not an expectation: real processes on a busy machine.
}, 480_000);
