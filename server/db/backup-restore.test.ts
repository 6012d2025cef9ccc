import { existsSync, mkdtempSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { recordEntry } from "../points/ledger";
import { userWithPoints } from "../points/test-requests";
import { findSessionUser } from "../auth/sessions";
import { getBalance } from "../points/ledger";
import { insertSearchSession } from "../testing/order-fixtures";
import { listenForBackups } from "./admin-socket";
import { adminSocketPath } from "./admin-socket-name";
import { backupDataDir } from "./backup";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock";
import { openDatabase } from "./open-database";
import { restoreDataDir } from "./restore";

// A backup taken from a stopped folder and from a running server (over its
// socket) brings back every account, session, balance and search after the
// folder is damaged.
let root: string;
let dataDir: string;
const made: {
  userId: string;
  token: string;
  balance: number;
  search: string;
}[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "northfare-backup-"));
  dataDir = path.join(root, "data");
  const database = await openDatabase({ dataDir });
  for (const points of [1_000, 2_500]) {
    const { user, token } = await userWithPoints(database, points);
    await recordEntry(database, user.id, { kind: "redeem", points: -300 });
    const search = await insertSearchSession(database);
    made.push({ userId: user.id, token, balance: points - 300, search });
  }
  await database.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function expectEverythingIn(folder: string) {
  const database = await openDatabase({ dataDir: folder });
  try {
    for (const { userId, token, balance, search } of made) {
      expect(await findSessionUser(database, token, 72)).toMatchObject({
        id: userId,
      });
      expect(await getBalance(database, userId)).toBe(balance);
      expect(
        await database.query("select id from search_sessions where id = $1", [
          search,
        ]),
      ).toHaveLength(1);
    }
  } finally {
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
    const report = await restoreDataDir(backup.file, damaged);
    expect(report.problems).toEqual([]);
    // The damage: every table file of the database truncated away.
    const database = await openDatabase({ dataDir: damaged });
    const [{ file } = { file: "" }] = await database.query<{ file: string }>(
      "select pg_relation_filepath('users') as file",
    );
    await database.close();
    truncateSync(path.join(damaged, file), 0);

    const fresh = path.join(root, "fresh");
    await restoreDataDir(backup.file, fresh);
    await expectEverythingIn(fresh);
    await expect(restoreDataDir(backup.file, fresh)).rejects.toThrow(
      `The data folder ${fresh} is not empty`,
    );
  }, 120_000);

  it("asks a running server for the backup over its socket", async () => {
    const lock = lockDataDir(dataDir, 8123);
    const database = await openDatabase({ dataDir });
    const socket = await listenForBackups(dataDir, database);
    try {
      const file = path.join(root, "served.tar.gz");
      const backup = await backupDataDir(dataDir, file);
      expect(backup).toMatchObject({ file, via: "server" });
      await expect(restoreDataDir(file, dataDir)).rejects.toThrow(
        `The data folder ${dataDir} is in use`,
      );

      const fresh = path.join(root, "from-server");
      expect((await restoreDataDir(file, fresh)).problems).toEqual([]);
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
