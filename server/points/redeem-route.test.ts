import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";
import { getBalance } from "./ledger";
import { ledgerRows, redeem, userWithPoints } from "../testing/point-requests";

// POST /api/point/redeem: the plain cases. Idempotency and concurrency are in
// redeem-idempotency.test.ts and redeem-concurrency.test.ts.
const served = serveTestApp();
const app = served.app;
const db = () => served.database();

describe("POST /api/point/redeem", () => {
  it("redeems, records a negative ledger row and answers the new balance", async () => {
    const { user, authorization } = await userWithPoints(db(), 2_500);
    const response = await redeem(app(), authorization, {
      points: 1_000,
      method: "cash-back",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        points: 1_500,
        redeemed: 1_000,
        method: "cash-back",
        value: { amount_cents: 1_000, currency: "USD" },
      },
    });
    expect(await ledgerRows(db(), user.id)).toEqual([
      { kind: "earn", points: 2_500, method: null, reference: "test-start" },
      { kind: "redeem", points: -1_000, method: "cash-back", reference: null },
    ]);
  });

  it("redeems the whole balance as travel credit", async () => {
    const { user, authorization } = await userWithPoints(db(), 1_234);
    const response = await redeem(app(), authorization, {
      method: "travel-credit",
      points: 1_234,
    });
    expect(response.json().data).toMatchObject({
      points: 0,
      redeemed: 1_234,
      method: "travel-credit",
      value: { amount_cents: 1_234, currency: "USD" },
    });
    expect(await getBalance(db(), user.id)).toBe(0);
  });

  it("refuses more than the balance with 409 and stores nothing", async () => {
    const { user, authorization } = await userWithPoints(db(), 1_200);
    const response = await redeem(app(), authorization, {
      points: 5_000,
      method: "travel-credit",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "You have 1,200 points; you can't redeem 5,000.",
    });
    expect(await ledgerRows(db(), user.id)).toHaveLength(1);
  });

  it("refuses a user with no points", async () => {
    const { authorization } = await createSignedInUser(db());
    const response = await redeem(app(), authorization, {
      points: 1_000,
      method: "cash-back",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "You have 0 points; you can't redeem 1,000.",
    );
  });

  it.each([
    [
      "no body",
      undefined,
      "body",
      "Send a JSON object with points and method.",
    ],
    ["an empty object", {}, "points", "Enter a whole number of points."],
    ["999 points", { points: 999 }, "points", "Redeem at least 1,000 points."],
    ["a fraction", { points: 1000.5 }, "points", "Enter a whole number"],
    ["a negative number", { points: -1000 }, "points", "at least 1,000"],
    ["a string", { points: "1000" }, "points", "Enter a whole number"],
    ["null points", { points: null }, "points", "Enter a whole number"],
    ["a huge number", { points: 1e12 }, "points", "at most 10,000,000"],
    ["an unknown method", { method: "bitcoin" }, "method", "Choose cash-back"],
    ["a missing method", { method: undefined }, "method", "Choose cash-back"],
    ["an extra field", { user_id: "x" }, "body", "Unknown field: user_id."],
  ])("refuses %s with 400 naming the field", async (_l, change, field, why) => {
    const { user, authorization } = await userWithPoints(db(), 50_000);
    const payload =
      change && Object.keys(change).length
        ? { points: 1_000, method: "cash-back", ...change }
        : change;
    const response = await redeem(app(), authorization, payload);
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json();
    expect(fields[field]).toContain(why);
    expect(message).toContain(why);
    expect(await getBalance(db(), user.id)).toBe(50_000);
  });

  it("is 401 without credentials or with a bad token", async () => {
    for (const authorization of [undefined, "Bearer nope"]) {
      const response = await redeem(app(), authorization, {
        points: 1_000,
        method: "cash-back",
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Sign in to continue." });
    }
  });

  it("spends only the signed-in user's points", async () => {
    const owner = await userWithPoints(db(), 2_000);
    const other = await userWithPoints(db(), 1_000);
    const response = await redeem(app(), other.authorization, {
      points: 2_000,
      method: "cash-back",
    });
    expect(response.statusCode).toBe(409);
    const spent = await redeem(app(), other.authorization, {
      points: 1_000,
      method: "cash-back",
    });
    expect(spent.json().data.points).toBe(0);
    expect(await getBalance(db(), owner.user.id)).toBe(2_000);
    expect(await ledgerRows(db(), owner.user.id)).toHaveLength(1);
  });
});
