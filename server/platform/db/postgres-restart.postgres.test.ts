import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { sparePort } from "../../../scripts/ports";
import { buildApp } from "../../app";
import { userWithPoints } from "../../testing/point-requests";
import {
  REDEEMED_POINTS,
  startApiLoad,
  type ApiLoad,
  type LoadAnswer,
} from "../../testing/api-load";
import {
  startPostgresServer,
  type PostgresServer,
  type StopMode,
} from "../../testing/postgres-server";
import { TEST_SETTINGS } from "../../testing/test-api";
import type { Database } from "./database";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./database-unavailable";
import { openDatabase } from "./open-database";

// The Postgres server itself stopped (fast, then as a crash) and started
// again while requests flow: the API answers 200 or 503 meanwhile, serves
// again by itself, and applies each redemption once however often retried.
// The server is this test's own (Debian's initdb and pg_ctl), not the shared
// cluster; it runs in CI's Postgres pass, where those are installed, and
// fails naming them when they are not (vitest.config.ts, .ci/postgres-api-tests).
// Enough for every redemption the load makes (a few thousand at most).
const START_POINTS = 50_000_000;
/** How long the server stays away, the load going on. */
const OUTAGE_MS = 3_000;

let server: PostgresServer;
let database: Database;
let app: FastifyInstance;
let baseUrl: string;
let authorization: string;
let userId: string;
/** Errors nothing caught: each would have ended an API process. */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.on("uncaughtException", recordUncaught);
  server = await startPostgresServer(await sparePort());
  database = await openDatabase({ databaseUrl: server.url });
  const signedIn = await userWithPoints(database, START_POINTS);
  ({ authorization } = signedIn);
  userId = signedIn.user.id;
  app = buildApp({
    api: { database, settings: TEST_SETTINGS },
    publicDir: "/nonexistent",
  });
  // Over real sockets, so a hang is a client's timeout, as in production.
  baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
}, 120_000);

afterAll(async () => {
  process.off("uncaughtException", recordUncaught);
  await app?.close();
  await database?.close();
  await server?.remove();
});

interface Round {
  mode: StopMode;
  /** Answered between the stop asked for and the start asked for. */
  duringOutage: LoadAnswer[];
  /** From the server accepting again to the first balance answered 200. */
  servingAgainMs: number;
}

describe("the Postgres server stopped and started under load", () => {
  it("answers 200 or 503 while it is away, serves again by itself, and applies each redemption once", async () => {
    const load = startApiLoad(baseUrl, authorization);
    const rounds: Round[] = [];
    try {
      rounds.push(await outageUnderLoad(load, "fast"));
      rounds.push(await outageUnderLoad(load, "immediate"));
    } finally {
      await load.stop();
    }
    console.info(summary(load, rounds));

    for (const { duringOutage } of rounds) {
      expect(duringOutage.filter(unexpected)).toEqual([]);
      for (const route of ["balance", "redeem"] as const) {
        const refused = duringOutage.filter(
          (answer) => answer.route === route && answer.status === 503,
        );
        expect(refused.length).toBeGreaterThan(0);
        for (const answer of refused) {
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
          expect(answer.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        }
      }
    }
    // All along, before, during and after: never a 500, a hang, or a drop,
    // and nothing thrown where no one catches it.
    expect(uncaught).toEqual([]);
    expect(load.answers.filter(unexpected)).toEqual([]);
    expect(load.unsettled).toEqual([]);
    expect(load.retried.size).toBeGreaterThan(0);
    await expectEachRedemptionOnce(load);
  }, 240_000);
});

async function outageUnderLoad(load: ApiLoad, mode: StopMode): Promise<Round> {
  const served = load.answers.length;
  await vi.waitFor(
    () =>
      expect(
        load.answers.slice(served).filter(({ status }) => status === 200)
          .length,
      ).toBeGreaterThan(200), // the load flowing, before it is cut
    { timeout: 20_000, interval: 50 },
  );
  const stopping = Date.now();
  await server.stop(mode);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  // pg_ctl start returns a moment after the server accepts: from here on
  // answers may be the server's again.
  const restarting = Date.now();
  await server.start();
  const started = Date.now();
  const firstBalance = () =>
    load.answers.find(
      ({ route, status, at }) =>
        route === "balance" && status === 200 && at >= started,
    );
  await vi.waitFor(() => expect(firstBalance()).toBeDefined(), {
    timeout: 20_000,
    interval: 20,
  });
  return {
    mode,
    duringOutage: load.answers.filter(
      ({ at }) => at >= stopping && at < restarting,
    ),
    servingAgainMs: firstBalance()!.at - started,
  };
}

/**
 * 200; 503 while the server is away; 409 (try again in 1 s) for a key whose
 * claim an earlier outage left, which needs the server up to be read.
 */
function unexpected({ route, status, retryAfter }: LoadAnswer): boolean {
  if (status === 200 || status === 503) return false;
  return !(route === "redeem" && status === 409 && retryAfter === "1");
}

async function expectEachRedemptionOnce(load: ApiLoad) {
  const expected = START_POINTS - load.accepted.size * REDEEMED_POINTS;
  const balance = await fetch(`${baseUrl}/api/point`, {
    headers: { authorization },
  });
  expect((await balance.json()).data.points).toBe(expected);
  const [ledger] = await database.query<{ redemptions: number; sum: number }>(
    `select count(*) filter (where kind = 'redeem')::integer as redemptions,
            sum(points)::integer as sum
       from points_ledger where user_id = $1`,
    [userId],
  );
  expect(ledger).toEqual({ redemptions: load.accepted.size, sum: expected });
  // Retried through the outage, then asked again: the first answer, replayed.
  for (const key of load.retried) {
    const again = await fetch(`${baseUrl}/api/point/redeem`, {
      method: "POST",
      headers: {
        authorization,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify({ points: REDEEMED_POINTS, method: "cash-back" }),
    });
    expect(await again.json()).toEqual(load.accepted.get(key));
  }
  const [after] = await database.query<{ sum: number }>(
    "select sum(points)::integer as sum from points_ledger where user_id = $1",
    [userId],
  );
  expect(after?.sum).toBe(expected);
}

function summary(load: ApiLoad, rounds: Round[]): string {
  const lines = rounds.map(({ mode, duringOutage, servingAgainMs }) => {
    const counts: Record<string, number> = {};
    for (const { route, status } of duringOutage) {
      counts[`${route} ${status}`] = (counts[`${route} ${status}`] ?? 0) + 1;
    }
    return `stop -m ${mode}: ${duringOutage.length} answers during the outage ${JSON.stringify(counts)}; serving again ${servingAgainMs} ms after the start`;
  });
  const inFlight = load.answers.filter(({ status }) => status === 409).length;
  lines.push(
    `${load.answers.length} answers in all; ${load.accepted.size} redemptions accepted, ${load.retried.size} of them retried; ${inFlight} answered 409 (in flight) after a restart`,
  );
  return lines.join("\n");
}
