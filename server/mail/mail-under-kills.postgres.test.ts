import { postgresChaosDatabase } from "../testing/ledger-chaos/chaos-database";
import { checkMailUnderKills } from "../testing/mail-chaos/mail-property";

// mail-under-kills.test.ts on a Postgres server (DATABASE_URL, a schema of
// its own): the same property where the sender shares a real server.
it("sends every queued message, none lost, a repeat only for a kill mid-delivery", async () => {
  const database = await postgresChaosDatabase(
    process.env.DATABASE_URL!,
    "mail-chaos",
  );
  await checkMailUnderKills(
    {
      workerEnv: database.workerEnv,
      seed: (work) => database.read(work),
      dispose: () => database.dispose(),
    },
    { count: 12, rounds: 2, seed: Date.now() % 100_000 },
  );
  // A ceiling, not an expectation: real processes on a busy machine.
}, 60_000);
