import type { Database } from "./database";
import { deleteUser } from "../../account/users";
import { getBalance, recordEntry } from "../../points/ledger";
import { asOwner } from "../../testing/as-owner";
import { createSignedInUser } from "../../testing/signed-in-user";
import { openTestDatabase } from "../../testing/test-database";

// On a Postgres server with two roles (README: A Postgres server) the API's
// role writes rows and nothing else, so it cannot lift the ledger's
// append-only triggers. It needs both URLs: CI's Postgres pass sets them
// (.ci/postgres-api-tests); without the owner's it fails, naming it.
let database: Database;
let userId: string;

beforeAll(async () => {
  if (!process.env.DATABASE_OWNER_URL) {
    throw new Error(
      "DATABASE_OWNER_URL is unset: this test needs the tables' owner and the API's role apart (.ci/postgres-api-tests sets both)",
    );
  }
  database = await openTestDatabase();
  ({
    user: { id: userId },
  } = await createSignedInUser(database));
  await recordEntry(database, userId, { kind: "earn", points: 1_500 });
});
afterAll(() => database?.close());

const BALANCE = 1_500;

describe("the API's role on a Postgres server", () => {
  it("is not the tables' owner and owns nothing", async () => {
    const owner = await asOwner(database, (owner) => currentRole(owner));
    expect(await currentRole(database)).not.toBe(owner);
    const [owned] = await database.query(
      `select (select count(*)::integer from pg_class
                where relowner = r.oid) as owned,
              (select count(*)::integer from pg_namespace
                where nspowner = r.oid) as "ownedSchemas",
              r.rolsuper as superuser
         from pg_roles r where r.rolname = current_user`,
    );
    expect(owned).toEqual({ owned: 0, ownedSchemas: 0, superuser: false });
  });

  it.each([
    [
      "disable the ledger's triggers",
      "alter table points_ledger disable trigger points_ledger_no_change",
      /must be owner of table points_ledger/,
    ],
    [
      "disable every trigger",
      "alter table points_ledger disable trigger all",
      /must be owner of table points_ledger/,
    ],
    [
      "drop a trigger",
      "drop trigger points_ledger_no_change on points_ledger",
      /must be owner of relation points_ledger/,
    ],
    [
      "replace the triggers' function",
      `create or replace function points_ledger_append_only()
         returns trigger language plpgsql as $$ begin return new; end $$`,
      /permission denied for schema test_/,
    ],
    [
      "add a trigger",
      `create trigger let_through before update on points_ledger
         for each row execute function points_ledger_append_only()`,
      /permission denied for table points_ledger/,
    ],
    [
      "empty the ledger",
      "truncate points_ledger",
      /permission denied for table points_ledger/,
    ],
    [
      "drop the ledger",
      "drop table points_ledger",
      /must be owner of table points_ledger/,
    ],
    [
      "create a table of its own",
      "create table its_own (id integer)",
      /permission denied for schema test_/,
    ],
  ])("may not %s", async (_what, sql, refusal) => {
    await expect(database.query(sql)).rejects.toThrow(refusal);
    expect(await ledgerTriggers()).toEqual([
      { name: "points_ledger_change_notice", enabled: "O" },
      { name: "points_ledger_no_change", enabled: "O" },
      { name: "points_ledger_no_truncate", enabled: "O" },
    ]);
    expect(await getBalance(database, userId)).toBe(BALANCE);
  });

  it.each([
    ["change an entry", "update points_ledger set points = 99999"],
    ["delete an entry", "delete from points_ledger"],
  ])("may not %s: the triggers refuse it", async (_what, sql) => {
    await expect(
      database.query(`${sql} where user_id = $1`, [userId]),
    ).rejects.toThrow(/points_ledger is append-only/);
    expect(await getBalance(database, userId)).toBe(BALANCE);
  });

  it("adds entries, and anonymises them with their account, as the API does", async () => {
    const { user } = await createSignedInUser(database);
    await recordEntry(database, user.id, { kind: "earn", points: 800 });
    await recordEntry(database, user.id, {
      kind: "redeem",
      points: -500,
      method: "cash-back",
    });
    expect(await getBalance(database, user.id)).toBe(300);
    const anonymised = () =>
      database.query("select id from points_ledger where user_id is null");
    const before = (await anonymised()).length;
    expect(await deleteUser(database, user.id)).toBe(true);
    expect((await anonymised()).length - before).toBe(2);
  });
});

async function currentRole(database: Database): Promise<string> {
  const [row] = await database.query<{ role: string }>(
    "select current_user as role",
  );
  return row!.role;
}

function ledgerTriggers() {
  return database.query<{ name: string; enabled: string }>(
    `select tgname as name, tgenabled as enabled from pg_trigger
      where tgrelid = 'points_ledger'::regclass and not tgisinternal
      order by tgname`,
  );
}
