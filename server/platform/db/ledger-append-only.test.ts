import type { Database } from "./database";
import { splitStatements } from "./migrate";
import { appendEntry, getBalance } from "../../points/ledger";
import { deleteUser } from "../../account/users";
import { createSignedInUser } from "../../testing/signed-in-user";
import { asOwner } from "../../testing/as-owner";
import { openTestDatabase } from "../../testing/test-database";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function userWithEntries() {
  const { user } = await createSignedInUser(database);
  await database.transaction(async (tx) => {
    await appendEntry(tx, user.id, { kind: "earn", points: 1_500 });
    await appendEntry(tx, user.id, {
      kind: "redeem",
      points: -1_000,
      method: "cash-back",
    });
  });
  return user;
}

describe("the points ledger in the database", () => {
  it.each([
    [
      "an entry's points",
      "update points_ledger set points = 99999 where user_id = $1",
    ],
    [
      "an entry's owner",
      "update points_ledger set user_id = gen_random_uuid() where user_id = $1",
    ],
    [
      "anonymising with another change",
      "update points_ledger set user_id = null, points = 1 where user_id = $1",
    ],
    ["an entry", "delete from points_ledger where user_id = $1"],
  ])("refuses to change %s", async (_what, sql) => {
    const user = await userWithEntries();
    await expect(database.query(sql, [user.id])).rejects.toThrow(
      /points_ledger is append-only/,
    );
    expect(await getBalance(database, user.id)).toBe(500);
  });

  // Even to the tables' owner; the API's own role may not truncate at all
  // (api-role.postgres.test.ts).
  it("refuses to empty the table", async () => {
    await userWithEntries();
    await expect(
      asOwner(database, (owner) => owner.query("truncate points_ledger")),
    ).rejects.toThrow(/points_ledger is append-only: TRUNCATE refused/);
  });

  it("keeps a deleted account's entries, anonymised", async () => {
    const user = await userWithEntries();
    const [before] = await database.query<{ count: number }>(
      "select count(*)::int as count from points_ledger where user_id is null",
    );
    await deleteUser(database, user.id);
    const [after] = await database.query<{ count: number }>(
      "select count(*)::int as count from points_ledger where user_id is null",
    );
    expect(after!.count - before!.count).toBe(2);
  });
});

describe("a migration split into statements", () => {
  it("keeps a $$-quoted function body whole", () => {
    expect(
      splitStatements(`
        -- a comment; with a semicolon
        create function f() returns trigger language plpgsql as $$
          begin raise exception 'no'; end
        $$;
        create trigger t before delete on x for each row execute function f();
      `),
    ).toEqual([
      `create function f() returns trigger language plpgsql as $$
          begin raise exception 'no'; end
        $$`,
      "create trigger t before delete on x for each row execute function f()",
    ]);
  });
});
