import {
  DEFAULT_PERSON,
  fragmentOf,
  signInThroughDevProvider,
} from "../testing/dev-sign-in";
import { serveTestApp } from "../testing/fake-app";
import { injectBrowser } from "../testing/inject-browser";
import { createSignedInUser } from "../testing/signed-in-user";
import { hashToken } from "../platform/http/token-hash";

const served = serveTestApp({ sessionIdleHours: 72 });
const app = served.app;

const ask = (authorization: string, url = "/api/user") =>
  app().inject({ method: "GET", url, headers: { authorization } });

const setSession = (token: string, assignments: string) =>
  served
    .database()
    .query(`update sessions set ${assignments} where token_hash = $1`, [
      hashToken(token),
    ]);

const hoursLeft = async (token: string) => {
  const [row] = await served
    .database()
    .query<{ idle: number; absolute: number }>(
      `select extract(epoch from idle_expires_at - now()) / 3600 as idle,
              extract(epoch from expires_at - now()) / 3600 as absolute
       from sessions where token_hash = $1`,
      [hashToken(token)],
    );
  return { idle: Number(row!.idle), absolute: Number(row!.absolute) };
};

/** The idle deadline as stored, in epoch milliseconds. */
const idleDeadline = async (token: string) => {
  const [row] = await served.database().query<{ at: number }>(
    `select extract(epoch from idle_expires_at) * 1000 as at
       from sessions where token_hash = $1`,
    [hashToken(token)],
  );
  return Number(row!.at);
};

describe("a session's lifetime", () => {
  it("ends when unused for SESSION_IDLE_HOURS", async () => {
    const { token, authorization } = await createSignedInUser(
      served.database(),
    );
    expect((await ask(authorization)).statusCode).toBe(200);
    await setSession(token, "idle_expires_at = now() - interval '1 second'");
    expect((await ask(authorization)).statusCode).toBe(401);
    expect((await ask(authorization, "/api/point")).statusCode).toBe(401);
  });

  it("ends SESSION_TTL_DAYS after sign-in, however active", async () => {
    const { token, authorization } = await createSignedInUser(
      served.database(),
    );
    await setSession(token, "expires_at = now() - interval '1 second'");
    expect((await ask(authorization)).statusCode).toBe(401);
    expect((await ask(authorization, "/api/point")).statusCode).toBe(401);
  });

  it("moves the idle deadline on with each use, never past the absolute one", async () => {
    const { token, authorization } = await createSignedInUser(
      served.database(),
    );
    await setSession(token, "idle_expires_at = now() + interval '1 hour'");
    await ask(authorization);
    const moved = await hoursLeft(token);
    expect(moved.idle).toBeGreaterThan(71.9);
    expect(moved.idle).toBeLessThanOrEqual(72);

    await setSession(
      token,
      "expires_at = now() + interval '2 hours', idle_expires_at = now() + interval '1 hour'",
    );
    await ask(authorization);
    const capped = await hoursLeft(token);
    expect(capped.idle).toBeCloseTo(capped.absolute, 3);
  });

  it("is not rewritten on every request", async () => {
    const { token, authorization } = await createSignedInUser(
      served.database(),
    );
    await ask(authorization);
    await setSession(
      token,
      "idle_expires_at = idle_expires_at - interval '30 seconds'",
    );
    const before = await idleDeadline(token);
    await ask(authorization);
    // The deadline itself, not the hours left: two reads within the same
    // tick of the database's clock read the same `now()`.
    expect(await idleDeadline(token)).toBe(before);
  });
});

describe("the session cookie over https", () => {
  const secure = serveTestApp({
    publicUrl: "https://northfare.test",
    siteOrigins: ["https://northfare.test"],
  });

  it("is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, and read only under that name", async () => {
    const { token } = await createSignedInUser(secure.database());
    const logout = await secure.app().inject({
      method: "POST",
      url: "/api/user/logout",
      cookies: { northfare_session: token },
    });
    // The unprefixed name is not the session's over https: nothing revoked.
    const still = await secure.app().inject({
      method: "GET",
      url: "/api/user",
      cookies: { "__Host-northfare_session": token },
    });
    expect(still.statusCode).toBe(200);
    expect(String(logout.headers["set-cookie"])).toMatch(
      /^__Host-northfare_session=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("is set so by a whole sign-in", async () => {
    const { browser, done } = await signInThroughDevProvider(
      secure.app(),
      DEFAULT_PERSON,
      "https://northfare.test/points",
      injectBrowser(secure.app(), "https://northfare.test"),
    );
    const token = fragmentOf(done.location).get("authToken");
    expect(browser.cookies.get("__Host-northfare_session")).toBe(token);
    const setCookie = [done.response.headers["set-cookie"] ?? []]
      .flat()
      .find((line) => line.startsWith("__Host-northfare_session="));
    expect(setCookie).toMatch(
      /^__Host-northfare_session=[\w-]{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("binds sign-in with a __Host- prefixed, Secure cookie", async () => {
    const start = await secure.app().inject({
      method: "GET",
      url: "/api/user-session/sso-login",
    });
    expect(start.statusCode).toBe(200);
    expect(String(start.headers["set-cookie"])).toMatch(
      /^__Host-northfare_signin=[\w-]{43}; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
