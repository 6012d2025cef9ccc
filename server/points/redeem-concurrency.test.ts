import { serveTestApp } from "../testing/fake-app";
import { getBalance } from "./ledger";
import {
  ledgerRows,
  redeem,
  storedAnswers,
  userWithPoints,
} from "../testing/point-requests";

// Concurrent redemptions never overdraw. Embedded, transactions take turns;
// on a Postgres server (DATABASE_URL) they run on separate connections and
// the per-user row lock is what keeps the balance right.
const served = serveTestApp();
const app = served.app;
const db = () => served.database();

const body = { points: 1_000, method: "cash-back" };

const reportedPoints = async (authorization: string) =>
  (
    await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    })
  ).json().data.points;

describe("concurrent redemptions", () => {
  it("lets exactly 5 of 20 redemptions of 1,000 from 5,000 through", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => redeem(app(), authorization, body)),
    );

    const succeeded = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(succeeded).toHaveLength(5);
    expect(refused).toHaveLength(15);
    // Each success saw the balance the one before it left.
    const balances = succeeded.map((r) => r.json().data.points);
    expect(balances.sort((a, b) => b - a)).toEqual([
      4_000, 3_000, 2_000, 1_000, 0,
    ]);
    for (const response of refused) {
      expect(response.json()).toEqual({
        message: "You have 0 points; you can't redeem 1,000.",
      });
    }

    const reported = await reportedPoints(authorization);
    expect(reported).toBe(0);
    const rows = await ledgerRows(db(), user.id);
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(reported);
    expect(rows.filter((row) => row.kind === "redeem")).toHaveLength(5);
  });

  it("redeems once for 10 simultaneous retries with one key", async () => {
    const { user, authorization } = await userWithPoints(db(), 5_000);
    const headers = { "idempotency-key": "double-tap" };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        redeem(app(), authorization, body, headers),
      ),
    );
    // Each one the redemption, or told that it is still under way.
    const redeemed = responses.filter((r) => r.statusCode === 200);
    expect(redeemed.length).toBeGreaterThanOrEqual(1);
    for (const response of responses) {
      if (response.statusCode === 200) {
        expect(response.body).toBe(redeemed[0]?.body);
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.headers["retry-after"]).toBe("1");
      }
    }
    expect(redeemed[0]?.json().data.points).toBe(4_000);
    const retry = await redeem(app(), authorization, body, headers);
    expect(retry.body).toBe(redeemed[0]?.body);
    expect(await getBalance(db(), user.id)).toBe(4_000);
    expect(await storedAnswers(db(), user.id)).toBe(1);
  });

  it("keeps two users' simultaneous redemptions apart", async () => {
    const first = await userWithPoints(db(), 3_000);
    const second = await userWithPoints(db(), 2_000);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        redeem(app(), (i % 2 ? first : second).authorization, body),
      ),
    );
    expect(await reportedPoints(first.authorization)).toBe(0);
    expect(await reportedPoints(second.authorization)).toBe(0);
    expect(await ledgerRows(db(), first.user.id)).toHaveLength(4);
    expect(await ledgerRows(db(), second.user.id)).toHaveLength(3);
  });
});
