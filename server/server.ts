import path from "node:path";
import { apiSettingsFromEnv } from "./api-settings";
import { buildApp } from "./app";
import { DATA_CHECKS } from "./data-checks";
import { listenForBackups, type AdminSocket } from "./platform/db/admin-socket";
import { lockDataDir } from "./platform/db/data-dir-lock";
import { openDatabase } from "./platform/db/open-database";
import { refuseDamagedDatabase } from "./platform/db/start-check";
import { readServerEnv } from "./env";
import { connectSharedCounters } from "./platform/http/shared-counters";
import { createFareSource } from "./search";
import {
  stripePageCsp,
  stripePagePermissions,
} from "./platform/csp/stripe-csp";
import { thirdPartyCsp } from "./platform/csp/third-party-csp";
import { folderTransport, smtpTransport } from "./mail";

const repoRoot = path.resolve(__dirname, "..");

function browsableHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  // The embedded database has one owner; a Postgres server has its own locks.
  const lock = env.DATABASE_URL ? undefined : lockDataDir(dataDir, env.PORT);
  process.on("exit", () => lock?.release());
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    dataDir,
  });
  if (lock) await refuseDamagedDatabase(database, dataDir, DATA_CHECKS);
  const sharedCounters = env.REDIS_URL
    ? await connectSharedCounters(env.REDIS_URL)
    : undefined;
  const settings = apiSettingsFromEnv(env);
  // Beside the database's folder, never inside it (PGlite's dump and the
  // data checks own that folder), as the backup socket is.
  const outboxDir = `${dataDir}.outbox`;
  const mailTransport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, settings.mail.from)
    : folderTransport(outboxDir, settings.mail.from);
  const app = buildApp({
    api: {
      database,
      settings,
      mailTransport,
      fareSource: createFareSource(env, {
        // The app's log, once it exists (the source warns only when called).
        warn: (message) => app.log.warn(message),
      }),
      sharedCounters,
    },
    trustProxy: env.TRUST_PROXY,
    cspAdditions: thirdPartyCsp(path.join(repoRoot, "public")),
    pageCspAdditions: stripePageCsp(settings.stripe !== undefined),
    pagePermissions: stripePagePermissions(settings.stripe !== undefined),
    logger: { level: env.LOG_LEVEL },
  });

  // Ctrl-C reaches us both from the terminal and from scripts/start.mjs.
  let closing = false;
  let adminSocket: AdminSocket | undefined;
  process.on("exit", () => void adminSocket?.close());
  const shutDown = async () => {
    if (closing) return;
    closing = true;
    await adminSocket?.close();
    await app.close();
    await sharedCounters?.quit().catch(() => {});
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutDown);
  process.on("SIGTERM", shutDown);

  if (env.NODE_ENV === "production" && !env.OIDC_ISSUER) {
    app.log.warn(
      "UNSAFE_DEV_SIGN_IN_IN_PRODUCTION is set: the built-in development provider signs in anyone, with no password",
    );
  }
  if (env.NODE_ENV === "production" && env.FARE_SOURCE === "demo") {
    app.log.warn(
      "UNSAFE_DEMO_FARES_IN_PRODUCTION is set: the fares sold are made up, and no airline will fly them",
    );
  }
  if (env.NODE_ENV === "production" && env.PAYMENT_PROVIDER === "test") {
    app.log.warn(
      "UNSAFE_TEST_PAYMENTS_IN_PRODUCTION is set: payments are test payments, and nothing is charged",
    );
  }
  if (!env.SMTP_URL && env.NODE_ENV === "production") {
    app.log.warn(
      `UNSAFE_NO_MAIL_IN_PRODUCTION is set: no mail leaves this server, it is written to ${outboxDir}`,
    );
  } else if (!env.SMTP_URL) {
    app.log.info(`No SMTP_URL: mail is written to ${outboxDir}`);
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  lock?.setPort(port);
  // `npm run backup` asks here while this server holds the folder.
  if (lock) {
    adminSocket = await listenForBackups(dataDir, database).catch((error) => {
      app.log.warn(
        `npm run backup cannot reach this server: no socket in ${dataDir} (${(error as Error).message})`,
      );
      return undefined;
    });
  }
  app.log.info(
    `Northfare is running on http://${browsableHost(env.HOST)}:${port}` +
      (env.DATABASE_URL ? "" : ` (embedded database in ${env.DATA_DIR})`),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
