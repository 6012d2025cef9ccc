import type { Database } from "../db/database";
import { createSignedInUser } from "../testing/signed-in-user";
import { openTestDatabase } from "../testing/test-database";
import { appendEntry, getBalance } from "./ledger";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("the points ledger", () => {
  it("sums earnings, redemptions, adjustments and reversals into the balance", async () => {
    const { user } = await createSignedInUser(database);
    expect(await getBalance(database, user.id)).toBe(0);
    await appendEntry(database, user.id, {
      kind: "earn",
      points: 1_500,
      reference: "order-1",
    });
    await appendEntry(database, user.id, {
      kind: "redeem",
      points: -1_000,
      method: "cash-back",
    });
    await appendEntry(database, user.id, { kind: "adjust", points: 25 });
    await appendEntry(database, user.id, { kind: "reversal", points: -25 });
    expect(await getBalance(database, user.id)).toBe(500);
  });

  it("keeps users apart", async () => {
    const first = await createSignedInUser(database);
    const second = await createSignedInUser(database);
    await appendEntry(database, first.user.id, { kind: "earn", points: 700 });
    expect(await getBalance(database, second.user.id)).toBe(0);
  });

  it.each([0, 1.5, Number.NaN])(
    "refuses an entry of %s points",
    async (points) => {
      const { user } = await createSignedInUser(database);
      await expect(
        appendEntry(database, user.id, { kind: "adjust", points }),
      ).rejects.toThrow(/whole, non-zero/);
      expect(await getBalance(database, user.id)).toBe(0);
    },
  );
});
