import { fragmentOf, startSignIn } from "../testing/dev-sign-in";
import { serveTestApp } from "../testing/fake-app";
import {
  createFakeOidcProvider,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_ISSUER,
} from "../testing/fake-oidc-provider";
import { injectBrowser } from "../testing/inject-browser";
import { TEST_SITE_ORIGIN } from "../testing/test-api";

// An external provider (OIDC_ISSUER), answering through the fake's fetch.
const provider = createFakeOidcProvider();
const served = serveTestApp(
  {
    oidc: {
      issuer: FAKE_ISSUER,
      clientId: FAKE_CLIENT_ID,
      clientSecret: FAKE_CLIENT_SECRET,
      tokenAuthMethod: "client_secret_basic",
    },
  },
  { signInFetch: provider.fetch },
);
const app = served.app;
const defaultClaims = provider.idToken.claims;

beforeEach(() => {
  provider.idToken.claims = defaultClaims;
  provider.userinfo = {
    sub: "subject-1",
    email: "camille@example.com",
    given_name: "Camille",
    family_name: "Bouchard",
  };
});

/** sso-login in a browser, then the provider's redirect back with `query`. */
async function returnFromProvider(query: Record<string, string>) {
  const browser = injectBrowser(app(), TEST_SITE_ORIGIN);
  const authorizationUrl = await startSignIn(browser);
  provider.expectNonceFrom(authorizationUrl);
  const state = new URL(authorizationUrl).searchParams.get("state")!;
  const callback = await browser.request(
    "GET",
    `/api/user-session/callback?${new URLSearchParams({ state, ...query })}`,
  );
  expect(callback.statusCode).toBe(302);
  return { browser, location: String(callback.headers.location) };
}

const sessionCount = async () =>
  (await served.database().query("select token_hash from sessions")).length;

describe("sign-in with an external provider", () => {
  it("signs in with the profile from userinfo; logout also ends the provider's session", async () => {
    const { browser, location } = await returnFromProvider({ code: "c-1" });
    const token = fragmentOf(location).get("authToken");
    expect(token).toMatch(/^[\w-]{43}$/);
    const authorization = `Bearer ${token}`;
    const me = await app().inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization },
    });
    expect(me.json().data).toMatchObject({
      email: "camille@example.com",
      first_name: "Camille",
    });
    // A real provider's account starts with no points.
    const points = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(points.json().data.points).toBe(0);

    const stored = await served
      .database()
      .query<{ id_token: string }>(
        "select id_token from sessions where revoked_at is null",
      );
    expect(stored.map((row) => row.id_token.split(".").length)).toEqual([3]);

    // Logging out with the session cookie, as a "with credentials" call.
    const logout = await browser.request("POST", "/api/user/logout");
    expect(logout.statusCode).toBe(200);
    const url = new URL(logout.json().data.end_session_url);
    expect(url.origin + url.pathname).toBe(`${FAKE_ISSUER}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: stored[0]!.id_token,
      post_logout_redirect_uri: `${TEST_SITE_ORIGIN}/`,
      client_id: FAKE_CLIENT_ID,
    });
    const after = await app().inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
    // The ID token goes with the session; a second logout has nothing to end.
    const kept = await served
      .database()
      .query("select 1 from sessions where id_token is not null");
    expect(kept).toHaveLength(0);
    const again = await app().inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { authorization },
    });
    expect(again.json()).toEqual({ data: { logged_out: true } });
  });

  it("identifies users by issuer and subject, not by e-mail", async () => {
    provider.userinfo = { ...provider.userinfo, sub: "subject-1" };
    const first = await returnFromProvider({ code: "c-3" });
    provider.idToken.claims = (nonce) => ({
      ...defaultClaims(nonce),
      sub: "subject-2",
    });
    provider.userinfo = { ...provider.userinfo, sub: "subject-2" };
    const second = await returnFromProvider({ code: "c-4" });
    const idOf = async (location: string) =>
      (
        await app().inject({
          method: "GET",
          url: "/api/user",
          headers: {
            authorization: `Bearer ${fragmentOf(location).get("authToken")}`,
          },
        })
      ).json().data.id;
    expect(await idOf(first.location)).not.toBe(await idOf(second.location));
    const rows = await served
      .database()
      .query<{ issuer: string; subject: string }>(
        "select issuer, subject from users where email = $1 order by subject",
        ["camille@example.com"],
      );
    expect(rows).toEqual([
      { issuer: FAKE_ISSUER, subject: "subject-1" },
      { issuer: FAKE_ISSUER, subject: "subject-2" },
    ]);
  });

  it("says a sign-in cancelled at the provider was cancelled", async () => {
    const { location } = await returnFromProvider({ error: "access_denied" });
    expect(fragmentOf(location).get("login_error")).toBe("cancelled");
    const other = await returnFromProvider({
      error: "temporarily_unavailable",
    });
    expect(fragmentOf(other.location).get("login_error")).toBe("failed");
  });

  it.each([
    ["another issuer", { iss: "https://evil.example" }],
    ["another audience", { aud: "another-client" }],
    ["an expired ID token", { exp: Math.floor(Date.now() / 1000) - 60 }],
  ])("signs no one in with %s", async (_case, change) => {
    provider.idToken.claims = (nonce) => ({
      ...defaultClaims(nonce),
      ...change,
    });
    const before = await sessionCount();
    const { location } = await returnFromProvider({ code: "c-5" });
    expect(fragmentOf(location).get("login_error")).toBe("failed");
    expect(fragmentOf(location).has("authToken")).toBe(false);
    expect(await sessionCount()).toBe(before);
  });

  it("signs no one in with an unsigned (alg none) ID token", async () => {
    const header = provider.idToken.header;
    provider.idToken.header = { alg: "none" };
    try {
      const before = await sessionCount();
      const { location } = await returnFromProvider({ code: "c-6" });
      expect(fragmentOf(location).get("login_error")).toBe("failed");
      expect(await sessionCount()).toBe(before);
    } finally {
      provider.idToken.header = header;
    }
  });

  it("reports the provider healthy", async () => {
    const health = await app().inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ data: { status: "ok" } });
  });
});
