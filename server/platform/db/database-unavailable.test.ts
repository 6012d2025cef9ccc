import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import { createSignedInUser } from "../../testing/signed-in-user";
import { openTestApi } from "../../testing/test-api";
import type { Database } from "./database";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "./database-unavailable";

// A database server that is down or restarting is a 503 with Retry-After
// (try again shortly), never a 500; a query's own fault stays a 500.
// The real outage, through a cut connection: postgres-outage.postgres.test.ts.
let app: FastifyInstance;
let database: Database;
let failWith: unknown;
let authorization: string;

beforeAll(async () => {
  const api = await openTestApi();
  database = api.database;
  ({ authorization } = await createSignedInUser(database));
  const query = database.query.bind(database);
  app = buildApp({
    api: {
      ...api,
      database: {
        ...database,
        query: (async (sql: string, params?: unknown[]) => {
          if (failWith) throw failWith;
          return query(sql, params);
        }) as Database["query"],
      },
    },
    publicDir: "/nonexistent",
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

afterEach(() => {
  failWith = undefined;
});

const refused = Object.assign(
  new Error("connect ECONNREFUSED 127.0.0.1:5432"),
  {
    code: "ECONNREFUSED",
  },
);

describe("a database that cannot be reached", () => {
  it.each([
    ["refused", refused],
    ["cut off", new Error("Connection terminated unexpectedly")],
    [
      "shutting down",
      Object.assign(new Error("terminating connection"), { code: "57P01" }),
    ],
    [
      "connection exception",
      Object.assign(new Error("lost"), { code: "08006" }),
    ],
  ])("answers 503 with Retry-After when %s", async (_case, error) => {
    failWith = error;
    const response = await app.inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it("leaves a query's own fault a 500", async () => {
    failWith = Object.assign(new Error('relation "nope" does not exist'), {
      code: "42P01",
    });
    const response = await app.inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
  });

  it("tells connection failures from others", () => {
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("timeout exceeded when trying to connect"),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("duplicate key"))).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" })),
    ).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
