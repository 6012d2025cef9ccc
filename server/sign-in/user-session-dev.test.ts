import {
  DEFAULT_PERSON,
  fragmentOf,
  signInThroughDevProvider,
  startSignIn,
} from "../testing/dev-sign-in";
import { DEVELOPMENT_STARTING_POINTS } from "../points/development-points";
import { asOwner } from "../testing/as-owner";
import { serveTestApp } from "../testing/fake-app";
import { injectBrowser } from "../testing/inject-browser";
import { TEST_SITE_ORIGIN } from "../testing/test-api";

const served = serveTestApp();
const app = served.app;

const signInThroughProvider = (
  person = DEFAULT_PERSON,
  redirectUrl = `${TEST_SITE_ORIGIN}/points`,
) => signInThroughDevProvider(app(), person, redirectUrl);

describe("the whole sign-in through the built-in provider", () => {
  it("creates the user, sets the cookie and returns to the page with the token", async () => {
    const tabNonce = "tab-nonce-of-this-tab-01";
    const { browser, done } = await signInThroughDevProvider(
      app(),
      DEFAULT_PERSON,
      `${TEST_SITE_ORIGIN}/points`,
      injectBrowser(app(), TEST_SITE_ORIGIN),
      tabNonce,
    );
    const back = new URL(done.location);
    expect(back.origin + back.pathname).toBe(`${TEST_SITE_ORIGIN}/points`);
    const token = fragmentOf(done.location).get("authToken");
    expect(token).toMatch(/^[\w-]{43}$/);
    // The tab that started the sign-in finds its own value beside the token.
    expect(fragmentOf(done.location).get("tab_nonce")).toBe(tabNonce);

    const cookie = browser.cookies.get("northfare_session");
    expect(cookie).toBe(token);
    const setCookie = [done.response.headers["set-cookie"] ?? []]
      .flat()
      .find((line) => line.startsWith("northfare_session="));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    // Over http://localhost: no Secure, so no __Host- prefix (see the https test).
    expect(setCookie).not.toMatch(/Secure/);
    // The sign-in's binding cookie has done its work and goes.
    expect(browser.cookies.has("northfare_signin")).toBe(false);

    const me = await app().inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({
      id: expect.any(String),
      first_name: "Ada",
      last_name: "Tremblay",
      email: "ada@example.com",
    });
    // A development account starts with points to try a redemption.
    const points = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(points.json().data).toEqual({
      points: 2500,
      pending: [],
      spent: [],
    });

    const stored = await served
      .database()
      .query<{ token_hash: string }>("select token_hash from sessions");
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("creates an account and its starting points together, or neither", async () => {
    const db = served.database();
    // The ledger fails as a crash between the two writes would leave it.
    // A trigger is the tables' owner's to add; the API's role may not.
    await asOwner(db, async (owner) => {
      await owner.query(`
        create function refuse_entries() returns trigger language plpgsql as
          $$ begin raise exception 'the ledger is unavailable'; end $$`);
      await owner.query(`
        create trigger refuse_entries before insert on points_ledger
          for each row execute function refuse_entries()`);
    });
    const person = { ...DEFAULT_PERSON, email: "crash@example.com" };
    try {
      const { done } = await signInThroughProvider(person);
      expect(fragmentOf(done.location).get("login_error")).toBe("failed");
      const users = await db.query("select id from users where email = $1", [
        person.email,
      ]);
      expect(users).toEqual([]);
    } finally {
      await asOwner(db, async (owner) => {
        await owner.query("drop trigger refuse_entries on points_ledger");
        await owner.query("drop function refuse_entries()");
      });
    }
    const { done } = await signInThroughProvider(person);
    const token = fragmentOf(done.location).get("authToken");
    const points = await app().inject({
      url: "/api/point",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(points.json().data.points).toBe(DEVELOPMENT_STARTING_POINTS);
  });

  it("finds the same user on the next sign-in, keeping the names chosen here", async () => {
    const person = {
      email: "luc@example.com",
      first_name: "Luc",
      last_name: "Roy",
    };
    const first = await signInThroughProvider(person);
    const token = new URLSearchParams(
      new URL(first.done.location).hash.slice(1),
    ).get("authToken");
    await app().inject({
      method: "PATCH",
      url: "/api/user",
      headers: { authorization: `Bearer ${token}` },
      payload: { first_name: "Lucien", last_name: "Roy" },
    });
    const second = await signInThroughProvider({ ...person, first_name: "L" });
    const token2 = new URLSearchParams(
      new URL(second.done.location).hash.slice(1),
    ).get("authToken");
    expect(token2).not.toBe(token);
    const me = await app().inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(me.json().data.first_name).toBe("Lucien");
    const users = await served
      .database()
      .query("select id from users where email = $1", [person.email]);
    expect(users).toHaveLength(1);
    // The starting points come once, with the account, not on every sign-in.
    const balance = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(balance.json().data.points).toBe(2500);
  });

  it("shows the form again with messages for a bad e-mail or empty names", async () => {
    const browser = injectBrowser(app(), TEST_SITE_ORIGIN);
    const form = await browser.follow("GET", await startSignIn(browser));
    const action = form.response.body.match(/action="([^"]+\/login)"/)![1]!;
    const retry = await browser.request("POST", action, {
      email: "not-an-address",
      first_name: " ",
      last_name: "<b>Roy</b>",
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.body).toContain("Enter an e-mail address");
    expect(retry.body).toContain("Enter a name.");
    expect(retry.body).toContain("&#60;b&#62;Roy&#60;/b&#62;");
    expect(retry.body).not.toContain("<b>Roy</b>");
  });

  it("returns to the site saying the sign-in was cancelled, with the tab's nonce", async () => {
    const browser = injectBrowser(app(), TEST_SITE_ORIGIN);
    const tabNonce = "cancel-tab-nonce-0001";
    const form = await browser.follow(
      "GET",
      await startSignIn(browser, `${TEST_SITE_ORIGIN}/faq`, tabNonce),
    );
    const cancel = form.response.body.match(/action="([^"]+\/cancel)"/)![1]!;
    const done = await browser.follow("POST", cancel);
    const back = new URL(done.location);
    expect(back.pathname).toBe("/faq");
    expect(back.hash).toBe(`#login_error=cancelled&tab_nonce=${tabNonce}`);
  });

  it("sends an expired attempt back home saying so", async () => {
    const browser = injectBrowser(app(), TEST_SITE_ORIGIN);
    const authorizationUrl = await startSignIn(browser);
    const state = new URL(authorizationUrl).searchParams.get("state")!;
    await served
      .database()
      .query(
        "update login_attempts set expires_at = now() - interval '1 second' where state = $1",
        [state],
      );
    const late = await browser.request(
      "GET",
      `/api/user-session/callback?state=${state}&code=late`,
    );
    expect(late.headers.location).toBe(
      `${TEST_SITE_ORIGIN}/#login_error=expired`,
    );
  });

  it("says a stale sign-in page has expired", async () => {
    const response = await app().inject({
      method: "GET",
      url: "/api/dev-idp/interaction/unknown",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^This sign-in has expired/);
  });

  it("refuses a callback with an unknown or reused state", async () => {
    const { browser, done } = await signInThroughProvider({
      email: "replay@example.com",
      first_name: "Re",
      last_name: "Play",
    });
    expect(done.location).toContain("authToken=");
    const callback = done.visited.find((url) => url.includes("/callback?"))!;
    // Replayed in the same browser: its binding went with the first use.
    const replay = await browser.request("GET", callback);
    expect(replay.headers.location).toBe(
      `${TEST_SITE_ORIGIN}/#login_error=failed`,
    );
    expect(String(replay.headers["set-cookie"])).not.toMatch(
      /northfare_session=[^;]/,
    );

    const unknown = await app().inject({
      method: "GET",
      url: "/api/user-session/callback?state=forged&code=forged",
    });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(
      `${TEST_SITE_ORIGIN}/#login_error=failed`,
    );
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });
});
