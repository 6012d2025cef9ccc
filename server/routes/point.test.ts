import { hashToken } from "../auth/sessions";
import { appendEntry, getBalance } from "../points/ledger";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";

const served = serveTestApp();
const app = served.app;
const db = () => served.database();

async function userWithPoints(points: number) {
  const signedIn = await createSignedInUser(db());
  if (points)
    await appendEntry(db(), signedIn.user.id, { kind: "earn", points });
  return signedIn;
}

const redeem = (
  authorization: string | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  app().inject({
    method: "POST",
    url: "/api/point/redeem",
    headers: { ...(authorization ? { authorization } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ledgerRows = (userId: string) =>
  db().query<{ kind: string; points: number; method: string | null }>(
    "select kind, points, method from points_ledger where user_id = $1 order by id",
    [userId],
  );

describe("GET /api/point", () => {
  it("answers the balance", async () => {
    const { authorization } = await userWithPoints(2_500);
    const response = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { points: 2_500 } });
  });

  it("is 401 without a live session", async () => {
    const { authorization, token } = await userWithPoints(10);
    await db().query(
      "update sessions set revoked_at = now() where token_hash = $1",
      [hashToken(token)],
    );
    for (const headers of [
      {},
      { authorization: "Bearer nope" },
      { authorization },
    ]) {
      const response = await app().inject({
        method: "GET",
        url: "/api/point",
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Sign in to continue." });
    }
  });
});

describe("POST /api/point/redeem", () => {
  it("redeems, records a negative ledger row and answers the new balance", async () => {
    const { user, authorization } = await userWithPoints(2_500);
    const response = await redeem(authorization, {
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
    expect(await ledgerRows(user.id)).toEqual([
      { kind: "earn", points: 2_500, method: null },
      { kind: "redeem", points: -1_000, method: "cash-back" },
    ]);
  });

  it("refuses more than the balance with 409 and stores nothing", async () => {
    const { user, authorization } = await userWithPoints(1_200);
    const response = await redeem(authorization, {
      points: 5_000,
      method: "travel-credit",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "You have 1,200 points; you can't redeem 5,000.",
    });
    expect(await getBalance(db(), user.id)).toBe(1_200);
    expect(await ledgerRows(user.id)).toHaveLength(1);
  });

  it.each([
    ["no body", undefined, "body"],
    ["an empty object", {}, "points"],
    ["under the minimum", { points: 999, method: "cash-back" }, "points"],
    ["a fraction", { points: 1000.5, method: "cash-back" }, "points"],
    ["a negative number", { points: -1000, method: "cash-back" }, "points"],
    ["a string", { points: "1000", method: "cash-back" }, "points"],
    ["a huge number", { points: 1e12, method: "cash-back" }, "points"],
    ["an unknown method", { points: 1000, method: "bitcoin" }, "method"],
    ["a missing method", { points: 1000 }, "method"],
    [
      "an unknown field",
      { points: 1000, method: "cash-back", user_id: "x" },
      "body",
    ],
  ])("refuses %s with 400 naming the field", async (_label, payload, field) => {
    const { user, authorization } = await userWithPoints(50_000);
    const response = await redeem(authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await getBalance(db(), user.id)).toBe(50_000);
  });

  it("says plainly why a small redemption is refused", async () => {
    const { authorization } = await userWithPoints(50_000);
    const response = await redeem(authorization, {
      points: 10,
      method: "cash-back",
    });
    expect(response.json().message).toContain("Redeem at least 1,000 points.");
  });

  it("is 401 without credentials", async () => {
    const response = await redeem(undefined, {
      points: 1000,
      method: "cash-back",
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers a retry with the same Idempotency-Key with the first answer, redeeming once", async () => {
    const { user, authorization } = await userWithPoints(3_000);
    const body = { points: 1_000, method: "travel-credit" };
    const headers = { "idempotency-key": "redeem-42" };
    const first = await redeem(authorization, body, headers);
    const retry = await redeem(authorization, body, headers);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    expect(await getBalance(db(), user.id)).toBe(2_000);

    const reused = await redeem(
      authorization,
      { ...body, points: 2_000 },
      headers,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/Idempotency-Key/);
    expect(await getBalance(db(), user.id)).toBe(2_000);

    // Another user's identical key is their own.
    const other = await userWithPoints(1_000);
    const theirs = await redeem(other.authorization, body, headers);
    expect(theirs.statusCode).toBe(200);
  });

  it.each(["", "has space", "x".repeat(101), "semi;colon"])(
    "refuses the Idempotency-Key %j",
    async (key) => {
      const { authorization } = await userWithPoints(5_000);
      const response = await redeem(
        authorization,
        { points: 1_000, method: "cash-back" },
        { "idempotency-key": key },
      );
      expect(response.statusCode).toBe(400);
    },
  );

  it("never overdraws under 20 concurrent redemptions, and the ledger adds up", async () => {
    const { user, authorization } = await userWithPoints(5_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        redeem(authorization, { points: 1_000, method: "cash-back" }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const balance = await getBalance(db(), user.id);
    expect(balance).toBe(0);
    const rows = await ledgerRows(user.id);
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(balance);
    expect(rows.filter((row) => row.kind === "redeem")).toHaveLength(5);
  });

  it("cannot touch another user's points", async () => {
    const owner = await userWithPoints(2_000);
    const other = await userWithPoints(0);
    const response = await redeem(other.authorization, {
      points: 1_000,
      method: "cash-back",
    });
    expect(response.statusCode).toBe(409);
    expect(await getBalance(db(), owner.user.id)).toBe(2_000);
  });
});

describe("POST /api/point/balance", () => {
  const balance = (payload: unknown) =>
    app().inject({
      method: "POST",
      url: "/api/point/balance",
      payload: payload as object,
    });

  it.each([
    [{ amount_cents: 28_900, currency: "CAD" }, 1_055],
    [{ amount_cents: 10_000, currency: "USD" }, 500],
    [{ amount_cents: 28_900, currency: "CAD", campaign: "campaign2" }, 2_110],
    [{ amount_cents: 28_900, currency: "CAD", campaign: "campaign4" }, 200],
    [{ amount_cents: 28_900, currency: "CAD", campaign: "newsletter" }, 1_055],
    [{ amount_cents: 0, currency: "CAD" }, 0],
  ])("earns %o → %i points, with no credentials", async (payload, points) => {
    const response = await balance(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { points, rewards: { amount_cents: points, currency: "USD" } },
    });
  });

  it.each([
    ["no body", undefined, "body"],
    ["a missing amount", { currency: "CAD" }, "amount_cents"],
    [
      "a fractional amount",
      { amount_cents: 10.5, currency: "CAD" },
      "amount_cents",
    ],
    [
      "a negative amount",
      { amount_cents: -1, currency: "CAD" },
      "amount_cents",
    ],
    [
      "an amount as text",
      { amount_cents: "100", currency: "CAD" },
      "amount_cents",
    ],
    ["a huge amount", { amount_cents: 1e15, currency: "CAD" }, "amount_cents"],
    [
      "an unsupported currency",
      { amount_cents: 100, currency: "EUR" },
      "currency",
    ],
    [
      "a lower-case currency",
      { amount_cents: 100, currency: "cad" },
      "currency",
    ],
    [
      "a long campaign",
      { amount_cents: 100, currency: "CAD", campaign: "c".repeat(51) },
      "campaign",
    ],
    [
      "an unknown field",
      { amount_cents: 100, currency: "CAD", points: 5 },
      "body",
    ],
  ])("refuses %s with 400 naming the field", async (_label, payload, field) => {
    const response = await balance(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });
});
