import type { RedeemRequest } from "../../domain/points/points-contract";
import { serveTestApp } from "../testing/fake-app";
import { getBalance, recordEarn } from "./ledger";
import {
  claimRedeemKey,
  hashRedemption,
  releaseRedeemKey,
} from "./redeem-claims";
import {
  ledgerRows,
  redeem,
  storedAnswers,
  userWithPoints,
} from "../testing/point-requests";

// POST /api/point/redeem under an Idempotency-Key (required): a retry gets
// the first answer and never redeems twice; while the first is under way, a
// retry is told to try again.
const served = serveTestApp();
const app = served.app;
const db = () => served.database();

const body: RedeemRequest = { points: 1_000, method: "travel-credit" };
const key = (value: string) => ({ "idempotency-key": value });
const KEY_REUSED = {
  message:
    "This Idempotency-Key was already used for a different redemption; use a new key.",
};

describe("POST /api/point/redeem's Idempotency-Key", () => {
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
    expect(retry.body).toBe(first.body);
    expect(await getBalance(db(), user.id)).toBe(2_000);
    expect(await ledgerRows(db(), user.id)).toHaveLength(2);
    expect(await storedAnswers(db(), user.id)).toBe(1);
  });

  it("refuses a request without a key, 400, redeeming nothing", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    const response = await redeem(app(), authorization, body, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      "Send an Idempotency-Key header of 1 to 100 letters, digits, or - _ : . characters, the same on a retry.",
    );
    expect(await getBalance(db(), user.id)).toBe(5_000);
    expect(await storedAnswers(db(), user.id)).toBe(0);
  });

  it("redeems again with a new key", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    await redeem(app(), authorization, body, key("a"));
    await redeem(app(), authorization, body, key("b"));
    expect(await getBalance(db(), user.id)).toBe(3_000);
  });

  it("refuses the same key with a different body, 422, changing nothing", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    await redeem(app(), authorization, body, key("k1"));
    for (const other of [
      { ...body, points: 2_000 },
      { ...body, method: "cash-back" },
    ]) {
      const reused = await redeem(app(), authorization, other, key("k1"));
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual(KEY_REUSED);
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
    expect(retry.body).toBe(first.body);
    expect(retry.headers["retry-after"]).toBeUndefined();
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
        /Idempotency-Key header of 1 to 100/,
      );
      expect(await getBalance(db(), user.id)).toBe(5_000);
    },
  );

  describe("while a first request with the key is under way", () => {
    // The first request holds the key's claim until its transaction ends;
    // here the test holds it, as that request would.
    const holdKey = (userId: string, value: string, request = body) =>
      claimRedeemKey(db(), userId, value, hashRedemption(request));

    it("answers 409 with Retry-After: 1 at once, redeeming nothing", async () => {
      const { user, authorization } = await userWithPoints(db(), 5_000);
      expect(await holdKey(user.id, "held")).toEqual({ kind: "claimed" });
      const retry = await redeem(app(), authorization, body, key("held"));
      expect(retry.statusCode).toBe(409);
      expect(retry.headers["retry-after"]).toBe("1");
      expect(retry.json()).toEqual({
        message:
          "This request is still being processed. Try again in a moment.",
      });
      const other = await redeem(
        app(),
        authorization,
        { ...body, points: 2_000 },
        key("held"),
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual(KEY_REUSED);
      expect(await getBalance(db(), user.id)).toBe(5_000);
      // Once the first request gives the key up, the retry runs.
      await releaseRedeemKey(db(), user.id, "held");
      const after = await redeem(app(), authorization, body, key("held"));
      expect(after.statusCode).toBe(200);
      expect(await getBalance(db(), user.id)).toBe(4_000);
    });

    it("lets another user's same key through", async () => {
      const holder = await userWithPoints(db(), 1_000);
      const other = await userWithPoints(db(), 1_000);
      await holdKey(holder.user.id, "mine");
      const theirs = await redeem(
        app(),
        other.authorization,
        body,
        key("mine"),
      );
      expect(theirs.statusCode).toBe(200);
    });

    it("lets the same user's other keys through, one after the other", async () => {
      const { user, authorization } = await userWithPoints(db(), 3_000);
      await holdKey(user.id, "held-2");
      const [a, b] = await Promise.all([
        redeem(app(), authorization, body, key("x1")),
        redeem(app(), authorization, body, key("x2")),
      ]);
      expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
      expect([a?.json().data.points, b?.json().data.points].sort()).toEqual([
        1_000, 2_000,
      ]);
      expect(await getBalance(db(), user.id)).toBe(1_000);
    });

    it("takes over a claim abandoned a while ago (a crash), same body only", async () => {
      const { user, authorization } = await userWithPoints(db(), 5_000);
      await holdKey(user.id, "crashed");
      await db().query(
        "update idempotent_requests set claimed_at = now() - interval '1 minute' where user_id = $1 and key = 'crashed'",
        [user.id],
      );
      const other = await redeem(
        app(),
        authorization,
        { ...body, points: 2_000 },
        key("crashed"),
      );
      expect(other.statusCode).toBe(422);
      const retry = await redeem(app(), authorization, body, key("crashed"));
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.points).toBe(4_000);
      const replay = await redeem(app(), authorization, body, key("crashed"));
      expect(replay.body).toBe(retry.body);
      expect(await getBalance(db(), user.id)).toBe(4_000);
    });
  });
});
