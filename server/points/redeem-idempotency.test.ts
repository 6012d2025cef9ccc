import { serveTestApp } from "../testing/fake-app";
import { getBalance, recordEarn } from "./ledger";
import {
  ledgerRows,
  redeem,
  storedAnswers,
  userWithPoints,
} from "./test-requests";

// POST /api/point/redeem with an Idempotency-Key: a retry gets the first
// answer and never redeems twice.
const served = serveTestApp();
const app = served.app;
const db = () => served.database();

const body = { points: 1_000, method: "travel-credit" };
const key = (value: string) => ({ "idempotency-key": value });

describe("POST /api/point/redeem with an Idempotency-Key", () => {
  it("answers a retry with the first answer, redeeming once", async () => {
    const { user, authorization } = await userWithPoints(db(), 3_000);
    const first = await redeem(app(), authorization, body, key("redeem-42"));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.points).toBe(2_000);
    // Same fields in another order: the same request.
    const retry = await redeem(
      app(),
      authorization,
      { method: "travel-credit", points: 1_000 },
      key("redeem-42"),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await getBalance(db(), user.id)).toBe(2_000);
    expect(await ledgerRows(db(), user.id)).toHaveLength(2);
    expect(await storedAnswers(db(), user.id)).toBe(1);
  });

  it("redeems again without a key, or with a new one", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    await redeem(app(), authorization, body);
    await redeem(app(), authorization, body);
    await redeem(app(), authorization, body, key("a"));
    await redeem(app(), authorization, body, key("b"));
    expect(await getBalance(db(), user.id)).toBe(1_000);
  });

  it("refuses the same key with a different body, changing nothing", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    await redeem(app(), authorization, body, key("k1"));
    for (const other of [
      { ...body, points: 2_000 },
      { ...body, method: "cash-back" },
    ]) {
      const reused = await redeem(app(), authorization, other, key("k1"));
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        message:
          "This Idempotency-Key was already used for a different redemption; use a new key.",
      });
    }
    expect(await getBalance(db(), user.id)).toBe(4_000);
  });

  it("replays a refusal too, even once the balance would allow it", async () => {
    const { user, authorization } = await userWithPoints(db(), 500);
    const first = await redeem(app(), authorization, body, key("early"));
    expect(first.statusCode).toBe(409);
    await recordEarn(db(), user.id, 1_000);
    const retry = await redeem(app(), authorization, body, key("early"));
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual(first.json());
    const fresh = await redeem(app(), authorization, body, key("later"));
    expect(fresh.json().data.points).toBe(500);
  });

  it("keeps each user's keys apart", async () => {
    const first = await userWithPoints(db(), 1_000);
    const second = await userWithPoints(db(), 2_000);
    await redeem(app(), first.authorization, body, key("shared"));
    const theirs = await redeem(
      app(),
      second.authorization,
      body,
      key("shared"),
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.points).toBe(1_000);
    expect(await getBalance(db(), first.user.id)).toBe(0);
  });

  it("accepts 100 characters of letters, digits and - _ : .", async () => {
    const { authorization } = await userWithPoints(db(), 1_000);
    const longest = "aZ09-_:.".repeat(12) + "abcd";
    const response = await redeem(app(), authorization, body, key(longest));
    expect(response.statusCode).toBe(200);
  });

  it.each(["", "has space", "x".repeat(101), "semi;colon", "slash/key"])(
    "refuses the key %j with 400, redeeming nothing",
    async (value) => {
      const { user, authorization } = await userWithPoints(db(), 5_000);
      const response = await redeem(app(), authorization, body, key(value));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields["idempotency-key"]).toMatch(
        /Idempotency-Key is 1 to 100/,
      );
      expect(await getBalance(db(), user.id)).toBe(5_000);
    },
  );
});
