import { embeddedChaosDatabase } from "../testing/ledger-chaos/chaos-database";
import { checkOrdersUnderKills } from "../testing/order-chaos/order-property";

// Orders through a real API process on the embedded database (PGlite in
// DATA_DIR), the process SIGKILLed mid-way each run and the recovery worker
// left to end what it left: see order-property.ts. Its Postgres twin:
// orders-under-kills.postgres.test.ts.
it("ends every order confirmed and captured once, or failed with nothing captured, across kills", async () => {
  await checkOrdersUnderKills(embeddedChaosDatabase("order-chaos"), 4);
  // A ceiling, not an expectation: real processes on a busy machine.
}, 480_000);
