import { existsSync, mkdtempSync, rmSync, truncateSync } from "node:fs";
import { DATA_CHECKS } from "../../data-checks";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { recordEntry, getBalance } from "../../points/ledger";
import { userWithPoints } from "../../testing/point-requests";
import { findSessionUser } from "../../account/sessions";
import { buildApp } from "../../app";
import { createFakeFareSource } from "../../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../../testing/order-fixtures";
import { TEST_SETTINGS } from "../../testing/test-api";
import type { Database } from "./database";
import { listenForBackups } from "./admin-socket";
import { adminSocketPath } from "./admin-socket-name";
import { backupDataDir } from "./backup";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock";
import { openDatabase } from "./open-database";
import { restoreDataDir } from "./restore";

// A backup taken from a stopped folder and from a running server (over its
// socket) brings back every account, session, balance, search and order
// (with its pending points) after the folder is damaged.
let root: string;
let dataDir: string;
const made: {
  userId: string;
  token: string;
  balance: number;
  search: string;
  order: { id: string; bookingReference: string; points: number };
}[] = [];

/** The API over `database`, with a fare source that books test offers. */
const apiOver = (database: Database) =>
  buildApp({
    api: {
      database,
      settings: TEST_SETTINGS,
      fareSource: createFakeFareSource(),
    },
    publicDir: "/nonexistent",
  });

/** An order booked through the API by a signed-in user, earning pending points. */
async function bookOrder(
  app: FastifyInstance,
  database: Database,
  authorization: string,
) {
  const offer = testOffer();
  const session = await insertSearchSession(database, { offers: [offer] });
  const body = testOrderRequest(session, offer, await cardToken(app));
  const response = await postOrder(app, body, "backup-order", {
    authorization,
  });
  expect(response.statusCode).toBe(201);
  const order = response.json().data;
  expect(order.points.earned).toBeGreaterThan(0);
  return {
    id: order.session_id as string,
    bookingReference: order.booking_reference as string,
    points: order.points.earned as number,
  };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "northfare-backup-"));
  dataDir = path.join(root, "data");
  const database = await openDatabase({ dataDir });
  const app = apiOver(database);
  for (const points of [1_000, 2_500]) {
    const { user, token, authorization } = await userWithPoints(
      database,
      points,
    );
    await recordEntry(database, user.id, { kind: "redeem", points: -300 });
    const search = await insertSearchSession(database);
    const order = await bookOrder(app, database, authorization);
    made.push({ userId: user.id, token, balance: points - 300, search, order });
  }
  await app.close();
  await database.close();
  // The embedded database's start, and the API's, are slow on a busy machine.
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function expectEverythingIn(folder: string) {
  const database = await openDatabase({ dataDir: folder });
  const app = apiOver(database);
  try {
    for (const { userId, token, balance, search, order } of made) {
      expect(await findSessionUser(database, token, 72)).toMatchObject({
        id: userId,
      });
      expect(await getBalance(database, userId)).toBe(balance);
      expect(
        await database.query("select id from search_sessions where id = $1", [
          search,
        ]),
      ).toHaveLength(1);
      const headers = { authorization: `Bearer ${token}` };
      const booked = await app.inject({
        url: `/api/order/${order.id}`,
        headers,
      });
      expect(booked.statusCode).toBe(200);
      expect(booked.json().data).toMatchObject({
        booking_reference: order.bookingReference,
        points: { earned: order.points, status: "pending" },
      });
      const points = await app.inject({ url: "/api/point", headers });
      expect(points.json().data).toEqual({
        points: balance,
        pending: [{ points: order.points, available_on: "2099-03-18" }],
        spent: [],
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
}

describe("backup and restore of the embedded database", () => {
  it("backs up a stopped folder, which a damaged folder's restore brings back whole", async () => {
    const backup = await backupDataDir(dataDir);
    expect(backup.via).toBe("folder");
    expect(path.dirname(backup.file)).toBe(path.join(root, "backups"));
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const damaged = path.join(root, "damaged");
    const report = await restoreDataDir(backup.file, damaged, DATA_CHECKS);
    expect(report.problems).toEqual([]);
    // The damage: every table file of the database truncated away.
    const database = await openDatabase({ dataDir: damaged });
    const [{ file } = { file: "" }] = await database.query<{ file: string }>(
      "select pg_relation_filepath('users') as file",
    );
    await database.close();
    truncateSync(path.join(damaged, file), 0);

    const fresh = path.join(root, "fresh");
    await restoreDataDir(backup.file, fresh, DATA_CHECKS);
    await expectEverythingIn(fresh);
    await expect(
      restoreDataDir(backup.file, fresh, DATA_CHECKS),
    ).rejects.toThrow(`The data folder ${fresh} is not empty`);
  }, 120_000);

  it("asks a running server for the backup over its socket", async () => {
    const lock = lockDataDir(dataDir, 8123);
    const database = await openDatabase({ dataDir });
    const socket = await listenForBackups(dataDir, database);
    try {
      const file = path.join(root, "served.tar.gz");
      const backup = await backupDataDir(dataDir, file);
      expect(backup).toMatchObject({ file, via: "server" });
      await expect(restoreDataDir(file, dataDir, DATA_CHECKS)).rejects.toThrow(
        `The data folder ${dataDir} is in use`,
      );

      const fresh = path.join(root, "from-server");
      expect((await restoreDataDir(file, fresh, DATA_CHECKS)).problems).toEqual(
        [],
      );
      // The server's lock stayed out of the backup.
      expect(existsSync(path.join(fresh, LOCK_FILE))).toBe(false);
      await expectEverythingIn(fresh);
    } finally {
      await socket.close();
      await database.close();
      lock.release();
    }
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
  }, 120_000);
});
