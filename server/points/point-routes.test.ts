import { DEFAULT_RATE_LIMITS } from "../api-settings";
import { hashToken } from "../platform/http/token-hash";
import { SESSION_COOKIE } from "../account/session-cookie";
import { recordEarn, recordEntry } from "./ledger";
import { redeem, userWithPoints } from "../testing/point-requests";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";

// Redemption's own tests are beside it, in server/points/redeem*.test.ts.
const served = serveTestApp();
const app = served.app;
const db = () => served.database();

const getPoints = (headers: Record<string, string> = {}, server = app()) =>
  server.inject({ method: "GET", url: "/api/point", headers });

describe("GET /api/point", () => {
  it("answers 0 for a new user and then the sum of the ledger", async () => {
    const { user, authorization } = await createSignedInUser(db());
    expect((await getPoints({ authorization })).json()).toEqual({
      data: { points: 0, pending: [], spent: [] },
    });
    await recordEarn(db(), user.id, 1_500, "order-1");
    await recordEarn(db(), user.id, 1_055, "order-2");
    await recordEntry(db(), user.id, { kind: "reversal", points: -55 });
    const response = await getPoints({ authorization });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { points: 2_500, pending: [], spent: [] },
    });
  });

  it("accepts the session cookie as well as the bearer header", async () => {
    const { token } = await userWithPoints(db(), 700);
    const response = await app().inject({
      method: "GET",
      url: "/api/point",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.json()).toEqual({
      data: { points: 700, pending: [], spent: [] },
    });
  });

  it("lists pending points per day, soonest first, apart from the balance", async () => {
    const { user, authorization } = await userWithPoints(db(), 1_000);
    const on = (day: string) => new Date(`${day}T12:00:00Z`);
    const earn = (points: number, availableAt: Date) =>
      recordEntry(db(), user.id, { kind: "earn", points, availableAt });
    await earn(300, on("2999-03-02"));
    await earn(120, on("2999-01-15"));
    await earn(80, on("2999-03-02"));
    await earn(50, on("2000-01-01")); // already available
    const response = await getPoints({ authorization });
    expect(response.json()).toEqual({
      data: {
        points: 1_050,
        pending: [
          { points: 120, available_on: "2999-01-15" },
          { points: 380, available_on: "2999-03-02" },
        ],
        spent: [],
      },
    });
  });

  it("answers each user their own balance", async () => {
    const first = await userWithPoints(db(), 1_000);
    const second = await userWithPoints(db(), 3_000);
    const points = async (authorization: string) =>
      (await getPoints({ authorization })).json().data.points;
    expect(await points(first.authorization)).toBe(1_000);
    expect(await points(second.authorization)).toBe(3_000);
  });

  it("is 401 with no token, a bad one, a revoked or an expired one", async () => {
    const { authorization, token } = await userWithPoints(db(), 10);
    await db().query(
      "update sessions set revoked_at = now() where token_hash = $1",
      [hashToken(token)],
    );
    const expired = await userWithPoints(db(), 10);
    await db().query(
      "update sessions set expires_at = now() - interval '1 minute' where token_hash = $1",
      [hashToken(expired.token)],
    );
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer nope" },
      { authorization: "Basic dXNlcjpwYXNz" },
      { authorization },
      { authorization: expired.authorization },
    ];
    for (const headers of attempts) {
      const response = await getPoints(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Sign in to continue." });
    }
  });
});

describe("GET /api/point/rate", () => {
  it("states the configured rates to anyone", async () => {
    const response = await app().inject({
      method: "GET",
      url: "/api/point/rate",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { cad_per_usd: 1.37, points_earned_per_usd: 5 },
    });
  });
});

describe("the OpenAPI document", () => {
  it("lists the points routes with their schemas and security", async () => {
    const document = (
      await app().inject({ method: "GET", url: "/api/docs" })
    ).json();
    const { paths } = document;
    expect(paths["/point"].get).toMatchObject({
      tags: ["points"],
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    });
    const redeem = paths["/point/redeem"].post;
    expect(redeem.security).toHaveLength(2);
    expect(redeem.parameters).toContainEqual(
      expect.objectContaining({ name: "idempotency-key", in: "header" }),
    );
    const redeemBody = redeem.requestBody.content["application/json"].schema;
    expect(redeemBody.required).toEqual(["points", "method"]);
    expect(redeemBody.additionalProperties).toBe(false);
    const balance = paths["/point/balance"].post;
    expect(balance.security).toBeUndefined();
    expect(
      Object.keys(
        balance.requestBody.content["application/json"].schema.properties,
      ),
    ).toEqual(["amount_cents", "currency", "campaign"]);
  });
});

describe("with the production rate limit, 10 points a dollar and CA$1.40 to the dollar", () => {
  const other = serveTestApp({
    pointsEarnedPerUsd: 10,
    cadPerUsd: 1.4,
    rateLimits: DEFAULT_RATE_LIMITS,
  });

  it("states the configured rates", async () => {
    const response = await other.app().inject({
      method: "GET",
      url: "/api/point/rate",
    });
    expect(response.json().data).toEqual({
      cad_per_usd: 1.4,
      points_earned_per_usd: 10,
    });
  });

  it("earns at the configured rate", async () => {
    const response = await other.app().inject({
      method: "POST",
      url: "/api/point/balance",
      payload: { amount_cents: 10_000, currency: "USD" },
    });
    expect(response.json()).toEqual({
      data: {
        points: 1_000,
        rewards: { amount_cents: 1_000, currency: "USD" },
      },
    });
  });

  it("allows 30 redemption requests a minute, then 429", async () => {
    const { authorization } = await userWithPoints(other.database(), 1_000);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await redeem(other.app(), authorization, {
        points: 1_000,
        method: "cash-back",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual([200, ...Array(29).fill(409)]);
    expect(statuses[30]).toBe(429);
    const limited = await redeem(other.app(), authorization, {});
    expect(limited.json().message).toMatch(/^Too many requests\./);
    // Other routes keep their own limits.
    expect((await getPoints({ authorization }, other.app())).statusCode).toBe(
      200,
    );
  });
});
