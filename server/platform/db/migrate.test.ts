import type { Database } from "./database";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations";
import { asOwner } from "../../testing/as-owner";
import { openTestDatabase } from "../../testing/test-database";

let database: Database;

beforeAll(async () => {
  // openTestDatabase has already migrated once.
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("migrate", () => {
  // As the tables' owner: the API's own role may not read the migrations
  // it does not run (api-role-grants.ts).
  it("has applied every migration once, in order", async () => {
    const rows = await asOwner(database, (owner) =>
      owner.query<{ id: string }>(
        "select id from schema_migrations order by id",
      ),
    );
    expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map(({ id }) => id));
  });

  it("changes nothing when run again, even twice at once", async () => {
    const rows = await asOwner(database, async (owner) => {
      const results = await Promise.all([migrate(owner), migrate(owner)]);
      expect(results).toEqual([[], []]);
      return owner.query("select id from schema_migrations");
    });
    expect(rows).toHaveLength(MIGRATIONS.length);
  });

  it("keeps the ledger append-only in shape: no zero rows, known kinds only", async () => {
    await expect(
      database.query(
        "insert into points_ledger (kind, points) values ('earn', 0)",
      ),
    ).rejects.toThrow();
    await expect(
      database.query(
        "insert into points_ledger (kind, points) values ('gift', 10)",
      ),
    ).rejects.toThrow();
  });
});
