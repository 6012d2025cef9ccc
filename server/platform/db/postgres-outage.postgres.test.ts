import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { buildApp } from "../../app";
import { userWithPoints } from "../../testing/point-requests";
import {
  startCuttableProxy,
  type CuttableProxy,
} from "../../testing/cuttable-proxy";
import { asOwner } from "../../testing/as-owner";
import { TEST_SETTINGS } from "../../testing/test-api";
import type { Database } from "./database";
import { openDatabase } from "./open-database";

// The Postgres server stopping and starting again under load, seen from the
// API through a proxy that cuts every connection and refuses new ones: the
// API answers 503 meanwhile, never 500 and never dies, and serves again by
// itself once the server is back, with nothing lost or applied twice.
// Runs in the Postgres pass only (DATABASE_URL; vitest.config.ts).
const databaseUrl = new URL(process.env.DATABASE_URL ?? "postgres://unset");
const schema = `test_${randomBytes(6).toString("hex")}`;
let proxy: CuttableProxy;
let database: Database;
let app: FastifyInstance;
let authorization: string;

beforeAll(async () => {
  proxy = await startCuttableProxy(
    databaseUrl.hostname,
    Number(databaseUrl.port || 5432),
  );
  const proxied = new URL(databaseUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  // The owner migrates directly; only the API's own pool goes through the proxy.
  database = await openDatabase({
    databaseUrl: proxied.toString(),
    ownerUrl: process.env.DATABASE_OWNER_URL,
    schema,
  });
  ({ authorization } = await userWithPoints(database, 5_000));
  app = buildApp({
    api: { database, settings: TEST_SETTINGS },
    publicDir: "/nonexistent",
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await proxy?.restore().catch(() => {});
  if (database) {
    await asOwner(database, (owner) =>
      owner.query(`drop schema ${schema} cascade`),
    ).catch(() => {});
  }
  await database?.close();
  await proxy?.close();
});

const points = () =>
  app.inject({ method: "GET", url: "/api/point", headers: { authorization } });
const redeem = (key: string) =>
  app.inject({
    method: "POST",
    url: "/api/point/redeem",
    headers: { authorization, "idempotency-key": key },
    payload: { points: 1_000, method: "cash-back" },
  });

describe("the Postgres server stopping and starting under load", () => {
  it("answers 503 with Retry-After while it is away, and serves again by itself", async () => {
    const statuses: number[] = [];
    let loading = true;
    // Five clients asking for their points without a pause, all along.
    const load = Promise.all(
      Array.from({ length: 5 }, async () => {
        while (loading) statuses.push((await points()).statusCode);
      }),
    );
    try {
      await outageUnderLoad(statuses);
    } finally {
      loading = false;
      await load;
    }
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    // The same key once the server is back: applied once, then replayed.
    const first = await redeem("outage-1");
    const again = await redeem("outage-1");
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await points()).json().data.points).toBe(4_000);
  }, 60_000);
});

async function outageUnderLoad(statuses: number[]) {
  await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(20));

  await proxy.cut();
  let away: Awaited<ReturnType<typeof points>> | undefined;
  await vi.waitFor(
    async () => {
      away = await points();
      expect(away.statusCode).toBe(503);
    },
    { timeout: 15_000, interval: 100 },
  );
  expect(Number(away?.headers["retry-after"])).toBeGreaterThan(0);
  // A redemption asked for while the server is away changes nothing.
  expect((await redeem("outage-1")).statusCode).toBe(503);

  await proxy.restore();
  await vi.waitFor(async () => expect((await points()).statusCode).toBe(200), {
    timeout: 20_000,
    interval: 200,
  });
}
