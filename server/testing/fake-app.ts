import type { FastifyInstance } from "fastify";
import type { ApiSettings } from "../api-settings";
import type { ApiContext } from "../api-context";
import { buildApp } from "../app";
import type { Database } from "../platform/db/database";
import { createFakeBuild, FAKE_FILES } from "./fake-build";
import { openTestApi } from "./test-api";

export interface ServedApp {
  app: () => FastifyInstance;
  database: () => Database;
}

/**
 * Registers test hooks that serve a fake build (`files`, by path in public/)
 * and the API on a fresh test database for the file's tests, and tear both
 * down after.
 */
export function serveTestApp(
  settings: Partial<ApiSettings> = {},
  services: Pick<
    ApiContext,
    | "fareSource"
    | "paymentProvider"
    | "clock"
    | "signInFetch"
    | "retryPolicy"
    | "mailTransport"
    | "mailSender"
  > = {},
  files: Record<string, string | Buffer> = FAKE_FILES,
  /** Log at this level into `logLines`, one JSON line each; no logging when unset. */
  log?: { level: string; logLines: string[] },
): ServedApp {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  let remove = () => {};

  beforeAll(async () => {
    const build = createFakeBuild(files);
    remove = build.remove;
    const api = await openTestApi(settings, services);
    database = api.database;
    app = buildApp({
      api,
      publicDir: build.publicDir,
      redirectsFile: build.redirectsFile,
      ...(log && {
        logger: {
          level: log.level,
          stream: { write: (line: string) => log.logLines.push(line) },
        },
      }),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    remove();
  });

  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error("The test app is ready only inside tests.");
    return value;
  };
  return { app: () => ready(app), database: () => ready(database) };
}

/** The app alone, for files that need no database access of their own. */
export function serveFakeBuild(): () => FastifyInstance {
  return serveTestApp().app;
}
