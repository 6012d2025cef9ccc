import {
  DEFAULT_PERSON,
  fragmentOf,
  startSignIn,
  type InjectBrowser,
} from "../testing/dev-sign-in";
import { serveTestApp } from "../testing/fake-app";
import { injectBrowser } from "../testing/inject-browser";
import { TEST_SITE_ORIGIN } from "../testing/test-api";

const served = serveTestApp();
const app = served.app;

/**
 * Signs in at the built-in provider but stops where the browser would open
 * the callback: the URL someone could pass to another browser.
 */
async function unusedCallbackUrl(
  browser: InjectBrowser,
  person = DEFAULT_PERSON,
): Promise<string> {
  const form = await browser.follow("GET", await startSignIn(browser));
  const action = form.response.body.match(/action="([^"]+\/login)"/)![1]!;
  let response = await browser.request("POST", action, person);
  for (let hop = 0; hop < 10; hop += 1) {
    if (!response.headers.location) break;
    const location = new URL(
      String(response.headers.location),
      TEST_SITE_ORIGIN,
    );
    if (location.pathname === "/api/user-session/callback")
      return location.href;
    response = await browser.request("GET", location.href);
  }
  throw new Error(
    `The provider never sent the browser to the callback (${response.statusCode}).`,
  );
}

const sessionCount = async () =>
  (await served.database().query("select 1 from sessions")).length;

describe("sign-in bound to the browser that started it (login CSRF)", () => {
  it("sets a short-lived HttpOnly cookie holding a hash of the state", async () => {
    const browser = injectBrowser(app(), TEST_SITE_ORIGIN);
    const start = await browser.request("GET", "/api/user-session/sso-login");
    const state = new URL(start.json().data.redirect_url).searchParams.get(
      "state",
    )!;
    const setCookie = String(start.headers["set-cookie"]);
    expect(setCookie).toMatch(
      /^northfare_signin=[\w-]{43}; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookie).not.toContain(state);
  });

  it("refuses someone else's unused callback URL opened in another browser", async () => {
    const attacker = injectBrowser(app(), TEST_SITE_ORIGIN);
    const callback = await unusedCallbackUrl(attacker, {
      email: "attacker@example.com",
      first_name: "Mallory",
      last_name: "Evil",
    });
    const before = await sessionCount();

    const victim = injectBrowser(app(), TEST_SITE_ORIGIN);
    // Even with a sign-in of its own under way.
    await startSignIn(victim);
    const opened = await victim.follow("GET", callback);
    expect(fragmentOf(opened.location).get("login_error")).toBe("failed");
    expect(fragmentOf(opened.location).has("authToken")).toBe(false);
    expect(victim.cookies.has("northfare_session")).toBe(false);
    expect(await sessionCount()).toBe(before);

    // The browser that started it still finishes it.
    const own = await attacker.follow("GET", callback);
    expect(fragmentOf(own.location).get("authToken")).toMatch(/^[\w-]{43}$/);
  });

  it("lets two sign-ins started in two tabs of one browser both finish", async () => {
    const browser = injectBrowser(app(), TEST_SITE_ORIGIN);
    const first = await unusedCallbackUrl(browser);
    const second = await unusedCallbackUrl(browser);
    for (const callback of [second, first]) {
      const done = await browser.follow("GET", callback);
      expect(fragmentOf(done.location).get("authToken")).toMatch(/^[\w-]{43}$/);
    }
  });
});
