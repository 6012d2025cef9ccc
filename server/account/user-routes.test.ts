import { hashToken } from "../platform/http/token-hash";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";

const served = serveTestApp();
const app = served.app;
const db = () => served.database();

const call = (
  method: "GET" | "PATCH" | "DELETE" | "POST",
  url: string,
  authorization?: string,
  payload?: unknown,
) =>
  app().inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("GET /api/user", () => {
  it("answers the signed-in user, by bearer token or session cookie", async () => {
    const { user, token, authorization } = await createSignedInUser(db());
    const byBearer = await call("GET", "/api/user", authorization);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual({ data: user });

    const byCookie = await app().inject({
      method: "GET",
      url: "/api/user",
      cookies: { northfare_session: token },
    });
    expect(byCookie.json()).toEqual({ data: user });
  });

  it.each([
    ["no credentials", undefined],
    ["an unknown token", "Bearer not-a-real-token"],
    ["a malformed header", "Basic abc"],
    ["a huge token", `Bearer ${"x".repeat(5000)}`],
  ])("is 401 with %s", async (_label, authorization) => {
    const response = await call("GET", "/api/user", authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Sign in to continue." });
  });

  it("is 401 for an expired session", async () => {
    const { authorization, token } = await createSignedInUser(db());
    await db().query(
      "update sessions set expires_at = now() - interval '1 minute' where token_hash = $1",
      [hashToken(token)],
    );
    expect((await call("GET", "/api/user", authorization)).statusCode).toBe(
      401,
    );
  });
});

describe("PATCH /api/user", () => {
  it("changes the names, trimmed, and answers the updated user", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const response = await call("PATCH", "/api/user", authorization, {
      first_name: "  Éloïse ",
      last_name: "O'Neil-Gagnon",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { ...user, first_name: "Éloïse", last_name: "O'Neil-Gagnon" },
    });
    const again = await call("GET", "/api/user", authorization);
    expect(again.json().data.first_name).toBe("Éloïse");
  });

  it.each([
    ["no body", undefined, "body"],
    ["an empty object", {}, "first_name"],
    ["a missing last name", { first_name: "Ada" }, "last_name"],
    ["a number", { first_name: 5, last_name: "Roy" }, "first_name"],
    ["null", { first_name: "Ada", last_name: null }, "last_name"],
    ["blank", { first_name: "   ", last_name: "Roy" }, "first_name"],
    [
      "101 characters",
      { first_name: "a".repeat(101), last_name: "Roy" },
      "first_name",
    ],
    [
      "a control character",
      { first_name: "Ada\u0000", last_name: "Roy" },
      "first_name",
    ],
    ["a newline", { first_name: "Ada", last_name: "Roy\nDROP" }, "last_name"],
    [
      "a bidi override and a zero-width space",
      { first_name: "\u202egnp.exe\u200b", last_name: "Roy" },
      "first_name",
    ],
    [
      "half of a surrogate pair",
      { first_name: "Ada", last_name: "Roy\ud800" },
      "last_name",
    ],
    [
      "an unknown field",
      { first_name: "Ada", last_name: "Roy", email: "x@y.z" },
      "body",
    ],
    ["an array", [], "body"],
  ])(
    "refuses %s with 400 naming the field, changing nothing",
    async (_label, payload, field) => {
      const { user, authorization } = await createSignedInUser(db());
      const response = await call("PATCH", "/api/user", authorization, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toMatch(/^Invalid request: /);
      expect(Object.keys(body.fields)).toContain(field);
      const [stored] = await db().query(
        "select first_name, last_name, email from users where id = $1",
        [user.id],
      );
      expect(stored).toEqual({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
      });
    },
  );

  it("is 401 without credentials and changes nothing", async () => {
    const response = await call("PATCH", "/api/user", undefined, {
      first_name: "A",
      last_name: "B",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("DELETE /api/user", () => {
  it("deletes the profile and every token, anonymises the ledger, and the token then gets 401", async () => {
    const { user, authorization } = await createSignedInUser(db(), {
      email: "gone@example.com",
    });
    const other = await createSignedInUser(db());
    await createSignedInUser(db(), { subject: "second-device" }); // unrelated user
    await db().query(
      "insert into points_ledger (user_id, kind, points) values ($1, 'earn', 1500)",
      [user.id],
    );

    const response = await call("DELETE", "/api/user", authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "User deleted successfully" });

    expect(
      await db().query("select id from users where id = $1", [user.id]),
    ).toEqual([]);
    expect(
      await db().query("select token_hash from sessions where user_id = $1", [
        user.id,
      ]),
    ).toEqual([]);
    expect(
      await db().query("select id from users where email = $1", [
        "gone@example.com",
      ]),
    ).toEqual([]);
    const ledger = await db().query<{ user_id: string | null; points: number }>(
      "select user_id, points from points_ledger where points = 1500",
    );
    expect(ledger).toContainEqual({ user_id: null, points: 1500 });

    expect((await call("GET", "/api/user", authorization)).statusCode).toBe(
      401,
    );
    expect((await call("DELETE", "/api/user", authorization)).statusCode).toBe(
      401,
    );
    expect(
      (await call("GET", "/api/user", other.authorization)).statusCode,
    ).toBe(200);
  });
});

describe("POST /api/user/logout", () => {
  it("revokes the token and clears the cookie", async () => {
    const { authorization } = await createSignedInUser(db());
    const response = await call("POST", "/api/user/logout", authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { logged_out: true } });
    expect(String(response.headers["set-cookie"])).toMatch(
      /northfare_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await call("GET", "/api/user", authorization)).statusCode).toBe(
      401,
    );
  });

  it("revokes only that session: another device stays signed in", async () => {
    const first = await createSignedInUser(db(), { subject: "two-devices" });
    const second = await createSignedInUser(db(), { subject: "two-devices" });
    expect(second.user.id).toBe(first.user.id);
    await call("POST", "/api/user/logout", first.authorization);
    expect(
      (await call("GET", "/api/user", second.authorization)).statusCode,
    ).toBe(200);
  });

  it("clears the user's dead sessions when they next sign in", async () => {
    const first = await createSignedInUser(db(), { subject: "returning" });
    await call("POST", "/api/user/logout", first.authorization);
    await createSignedInUser(db(), { subject: "returning" });
    const rows = await db().query(
      "select token_hash from sessions where user_id = $1",
      [first.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows).not.toContainEqual({ token_hash: hashToken(first.token) });
  });

  it("answers ok without credentials (already logged out)", async () => {
    expect((await call("POST", "/api/user/logout")).statusCode).toBe(200);
  });
});
