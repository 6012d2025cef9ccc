import {
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { DATA_CHECKS } from "../../data-checks";
import { tmpdir } from "node:os";
import path from "node:path";
import { recordEntry } from "../../points/ledger";
import { userWithPoints } from "../../testing/point-requests";
import { checkIntegrity } from "./integrity-check";
import { MIGRATIONS } from "./migrations";
import { openDatabase } from "./open-database";
import { openPgliteDatabase } from "./pglite-database";

// The embedded database's own tables only (not DATABASE_URL's schema).
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "northfare-integrity-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the integrity check", () => {
  it("passes a healthy database, naming every table and index it read, then finds a balance the ledger cannot explain", async () => {
    const database = await openDatabase({});
    try {
      const { user } = await userWithPoints(database, 1_000);
      await recordEntry(database, user.id, { kind: "redeem", points: -600 });

      const healthy = await checkIntegrity(database, DATA_CHECKS);
      expect(healthy.problems).toEqual([]);
      expect(healthy.tables.map((t) => t.name)).toEqual(
        expect.arrayContaining([
          "users",
          "sessions",
          "points_ledger",
          "orders",
        ]),
      );
      expect(healthy.tables).toContainEqual({ name: "points_ledger", rows: 2 });
      expect(healthy.tables).toContainEqual({
        name: "schema_migrations",
        rows: MIGRATIONS.length,
      });
      expect(healthy.indexes).toEqual(
        expect.arrayContaining(["users_pkey", "points_ledger_user_id"]),
      );
      // The check leaves nothing behind: amcheck was created in its transaction only.
      expect(
        await database.query(
          "select 1 from pg_extension where extname = 'amcheck'",
        ),
      ).toEqual([]);

      // The earning lost, as only a hand past the trigger can do.
      await database.query("alter table points_ledger disable trigger user");
      await database.query(
        "delete from points_ledger where user_id = $1 and kind = 'earn'",
        [user.id],
      );
      await database.query("alter table points_ledger enable trigger user");
      expect((await checkIntegrity(database, DATA_CHECKS)).problems).toEqual([
        `User ${user.id} has a balance of -600 points, below zero, which no redemption allows: ledger entries are missing or were changed`,
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("finds a damaged index page by its checksum", async () => {
    const dataDir = path.join(root, "index");
    const database = await openDatabase({ dataDir });
    await userWithPoints(database, 500);
    const [{ file } = { file: "" }] = await database.query<{ file: string }>(
      "select pg_relation_filepath('points_ledger_user_id') as file",
    );
    await database.close();

    // Block 1, the index's first leaf (block 0 is its metapage).
    const fd = openSync(path.join(dataDir, file), "r+");
    writeSync(fd, Buffer.alloc(256, 0x5a), 0, 256, 8192 + 1024);
    closeSync(fd);

    const reopened = await openPgliteDatabase(dataDir);
    try {
      const { problems, indexes } = await checkIntegrity(reopened, DATA_CHECKS);
      expect(problems).toEqual([
        `The index points_ledger_user_id is damaged: invalid page in block 1 of relation "${file}"`,
      ]);
      expect(indexes).toContain("users_pkey");
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it("finds rows lost from a table file cut short, which reads without error", async () => {
    const dataDir = path.join(root, "cut");
    const database = await openDatabase({ dataDir });
    const { user } = await userWithPoints(database, 100_000);
    for (let entry = 0; entry < 400; entry += 1) {
      await recordEntry(database, user.id, { kind: "redeem", points: -100 });
    }
    const [{ file } = { file: "" }] = await database.query<{ file: string }>(
      "select pg_relation_filepath('points_ledger') as file",
    );
    await database.close();
    // Two pages of the ledger kept, the rest gone: as in a disk that filled.
    truncateSync(path.join(dataDir, file), 2 * 8192);

    const reopened = await openPgliteDatabase(dataDir);
    try {
      const { problems } = await checkIntegrity(reopened, DATA_CHECKS);
      expect(problems).toContainEqual(
        expect.stringMatching(/^The table points_ledger has lost rows: /),
      );
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
