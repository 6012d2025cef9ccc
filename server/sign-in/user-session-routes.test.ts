import { ssoLoginPath } from "../testing/dev-sign-in";
import { serveTestApp } from "../testing/fake-app";
import { TEST_SITE_ORIGIN } from "../testing/test-api";

const served = serveTestApp();
const app = served.app;

const ssoLogin = (redirectUrl?: string) =>
  app().inject({ method: "GET", url: ssoLoginPath(redirectUrl) });

describe("GET /api/user-session/sso-login", () => {
  it("answers the built-in provider's authorization URL with PKCE, state and nonce", async () => {
    const response = await ssoLogin(`${TEST_SITE_ORIGIN}/`);
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().data.redirect_url);
    expect(url.origin + url.pathname).toBe(
      `${TEST_SITE_ORIGIN}/api/dev-idp/auth`,
    );
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("redirect_uri")).toBe(
      `${TEST_SITE_ORIGIN}/api/user-session/callback`,
    );
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    // The development provider shows its form every time.
    expect(url.searchParams.get("prompt")).toBe("login");
  });

  it("defaults to the site's home page", async () => {
    expect((await ssoLogin()).statusCode).toBe(200);
    const rows = await served
      .database()
      .query<{ redirect_url: string }>(
        "select redirect_url from login_attempts",
      );
    expect(rows.map((row) => row.redirect_url)).toContain(
      `${TEST_SITE_ORIGIN}/`,
    );
  });

  it.each([
    "https://evil.example/",
    "http://localhost:8001/",
    "https://localhost:8000/",
    "http://user:pass@localhost:8000/",
    "//evil.example/",
    "/points",
    "javascript:alert(1)",
    "not a url",
    `${TEST_SITE_ORIGIN}/${"a".repeat(2000)}`,
  ])(
    "refuses redirect_url %s with 400 and stores nothing",
    async (redirectUrl) => {
      const before = await served
        .database()
        .query("select state from login_attempts");
      const response = await ssoLogin(redirectUrl);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/redirect_url/);
      const after = await served
        .database()
        .query("select state from login_attempts");
      expect(after).toHaveLength(before.length);
    },
  );
});
