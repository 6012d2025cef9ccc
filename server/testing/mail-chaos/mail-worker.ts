import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
// The modules themselves, not their index: a process started four times
// per run loads only what it uses.
import { sendDueMail } from "../../mail/mail-sender";
import { smtpTransport } from "../../mail/mail-transports";
import { lockDataDir } from "../../platform/db/data-dir-lock";
import { openDatabase } from "../../platform/db/open-database";
import { openPgliteDatabase } from "../../platform/db/pglite-database";

/**
 * The sender in a process of its own (mail-property.ts starts it and kills
 * it at any moment): the API's sendDueMail over SMTP_URL, in a loop, with
 * a short claim and backoff. Prints `ready` once its database is open and
 * `drained [rows]` each time nothing is left to send.
 */
async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR && path.resolve(process.env.DATA_DIR);
  const lock = dataDir ? lockDataDir(dataDir, 0) : undefined;
  // The folder was migrated when it was seeded: opened as it is (a second
  // faster than openDatabase's checks, on every one of the run's starts).
  const database = dataDir
    ? await openPgliteDatabase(dataDir)
    : await openDatabase({
        databaseUrl: process.env.DATABASE_URL,
        ownerUrl: process.env.DATABASE_OWNER_URL,
        schema: process.env.DATABASE_SCHEMA,
      });
  process.on("exit", () => lock?.release());
  const transport = smtpTransport(process.env.SMTP_URL ?? "", "t@x.test");
  const quiet = { warn() {}, error() {}, info() {} };
  console.log("ready");
  for (;;) {
    await sendDueMail(
      database,
      transport,
      quiet as unknown as FastifyBaseLogger,
      {
        claimSeconds: 0.5,
        retryBaseSeconds: 0.05,
        retryMaxSeconds: 0.2,
        maxAttempts: 1_000,
      },
    );
    const rows = await database.query<{ sent_at: Date | null }>(
      "select message_id, sent_at from mail_outbox",
    );
    if (rows.every((row) => row.sent_at)) {
      console.log(`drained ${JSON.stringify(rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
