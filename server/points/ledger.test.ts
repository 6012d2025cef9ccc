import { randomUUID } from "node:crypto";
import type { Database } from "../platform/db/database";
import { createSignedInUser } from "../testing/signed-in-user";
import { openTestDatabase } from "../testing/test-database";
import {
  appendEntry,
  getBalance,
  lockUserPoints,
  recordEarn,
  recordEntry,
} from "./ledger";
import { redeemPoints } from "./redeem";
import { ledgerRows } from "../testing/point-requests";
import { moveLedgerTime } from "../testing/move-ledger-time";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const newUser = async () => (await createSignedInUser(database)).user.id;

describe("recordEarn", () => {
  it("appends an earn row with its reference and answers the new balance", async () => {
    const userId = await newUser();
    expect(await recordEarn(database, userId, 1_055, "order-1")).toBe(1_055);
    expect(await recordEarn(database, userId, 200)).toBe(1_255);
    expect(await ledgerRows(database, userId)).toEqual([
      { kind: "earn", points: 1_055, method: null, reference: "order-1" },
      { kind: "earn", points: 200, method: null, reference: null },
    ]);
  });

  it("adds no row for zero points", async () => {
    const userId = await newUser();
    await recordEarn(database, userId, 300);
    expect(await recordEarn(database, userId, 0)).toBe(300);
    expect(await ledgerRows(database, userId)).toHaveLength(1);
  });

  it.each([-5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses to earn %s points",
    async (points) => {
      const userId = await newUser();
      await expect(recordEarn(database, userId, points)).rejects.toThrow(
        /whole, non-negative/,
      );
      expect(await ledgerRows(database, userId)).toEqual([]);
    },
  );

  it("refuses a user who does not exist", async () => {
    await expect(recordEarn(database, randomUUID(), 100)).rejects.toThrow(
      /no user/,
    );
  });
});

describe("the balance", () => {
  it("sums earnings, redemptions, adjustments and reversals", async () => {
    const userId = await newUser();
    expect(await getBalance(database, userId)).toBe(0);
    await recordEarn(database, userId, 1_500);
    await recordEntry(database, userId, {
      kind: "redeem",
      points: -1_000,
      method: "cash-back",
    });
    await recordEntry(database, userId, { kind: "adjust", points: 25 });
    expect(
      await recordEntry(database, userId, { kind: "reversal", points: -20 }),
    ).toBe(505);
    expect(await getBalance(database, userId)).toBe(505);
  });

  it("keeps users apart", async () => {
    const first = await newUser();
    const second = await newUser();
    await recordEarn(database, first, 700);
    expect(await getBalance(database, second)).toBe(0);
    expect(await getBalance(database, first)).toBe(700);
  });

  it.each([0, 1.5, Number.NaN])(
    "refuses an entry of %s points and stores nothing",
    async (points) => {
      const userId = await newUser();
      await expect(
        recordEntry(database, userId, { kind: "adjust", points }),
      ).rejects.toThrow(/whole, non-zero/);
      expect(await ledgerRows(database, userId)).toEqual([]);
    },
  );

  it("rolls back every row of a transaction that fails", async () => {
    const userId = await newUser();
    await expect(
      database.transaction(async (tx) => {
        await lockUserPoints(tx, userId);
        await appendEntry(tx, userId, { kind: "earn", points: 100 });
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    expect(await getBalance(database, userId)).toBe(0);
  });
});

describe("lockUserPoints", () => {
  it("is false for a user who does not exist", async () => {
    const found = await database.transaction((tx) =>
      lockUserPoints(tx, randomUUID()),
    );
    expect(found).toBe(false);
  });

  it("makes a second change wait until the first commits", async () => {
    const userId = await newUser();
    const order: string[] = [];
    let locked = () => {};
    const firstHasLock = new Promise<void>((resolve) => (locked = resolve));
    const first = database.transaction(async (tx) => {
      await lockUserPoints(tx, userId);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push("first");
    });
    await firstHasLock;
    const second = recordEarn(database, userId, 10).then(() =>
      order.push("second"),
    );
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "second"]);
  });
});

describe("pending points", () => {
  const tomorrow = () => new Date(Date.now() + 86_400_000);

  it("are left out of the balance until their time, then count", async () => {
    const userId = await newUser();
    await recordEarn(database, userId, 100);
    await recordEntry(database, userId, {
      kind: "earn",
      points: 900,
      reference: "order-1",
      availableAt: tomorrow(),
    });
    expect(await getBalance(database, userId)).toBe(100);
    await moveLedgerTime(
      database,
      "update points_ledger set available_at = now() - interval '1 second' where reference = 'order-1' and user_id = $1",
      [userId],
    );
    expect(await getBalance(database, userId)).toBe(1_000);
  });

  it("can never be redeemed", async () => {
    const userId = await newUser();
    await recordEarn(database, userId, 500);
    await recordEntry(database, userId, {
      kind: "earn",
      points: 5_000,
      availableAt: tomorrow(),
    });
    const answer = await redeemPoints(
      database,
      userId,
      { points: 1_000, method: "cash-back" },
      "pending-points",
    );
    expect(answer).toEqual({
      status: 409,
      body: { message: "You have 500 points; you can't redeem 1,000." },
    });
  });
});
