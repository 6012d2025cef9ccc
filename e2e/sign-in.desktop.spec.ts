import type { Page } from "@playwright/test";
import {
  accountButton,
  expectSignedOut,
  newEmail,
  openAccountMenu,
  signIn,
} from "./account-helpers";
import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

/** The header's login, the dialog, on to the built-in provider's page. */
async function openProviderPage(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "login" }).click();
  await page
    .getByRole("dialog", { name: "log in or create an account" })
    .getByRole("button", { name: "continue to sign in" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Development sign-in" }),
  ).toBeVisible();
}

const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem("authToken"));

// The whole sign-in through the built-in development provider, in Chromium:
// the login dialog, the provider's page, and back to the site with a token
// that the API accepts.
test("signs in through the built-in provider and back to the site", async ({
  page,
  request,
}) => {
  await openPage(page, "/points");
  await openProviderPage(page);
  await expect(page.getByRole("note")).toContainText("Development provider");

  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByLabel("First name").fill("Camille");
  await page.getByLabel("Last name").fill("Bouchard");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter an e-mail address")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Camille");

  const email = newEmail();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/points" && !url.hash);
  await expect(accountButton(page)).toBeVisible();

  const token = await storedToken(page);
  expect(token).toMatch(/^[\w-]{43}$/);
  const me = await request.get("/api/user", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await me.json()).data).toMatchObject({
    first_name: "Camille",
    last_name: "Bouchard",
    email,
  });

  // The HttpOnly cookie works for "with credentials" calls from the page.
  const fromPage = await page.evaluate(async () => {
    const response = await fetch("/api/user", { credentials: "include" });
    return response.status;
  });
  expect(fromPage).toBe(200);
  // The tab's one-time value served once.
  expect(
    await page.evaluate(() => sessionStorage.getItem("signInTabNonce")),
  ).toBeNull();
});

test("a cancelled sign-in says so", async ({ page }) => {
  await openPage(page, "/faq");
  await openProviderPage(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForURL((url) => url.pathname === "/faq" && !url.hash);
  await expect(
    page
      .getByRole("dialog", { name: "log in or create an account" })
      .getByRole("alert"),
  ).toHaveText("Sign-in was cancelled.");
  await page.keyboard.press("Escape");
  await expectSignedOut(page);
});

test("a sign-in's callback opened in another browser signs no one in (login CSRF)", async ({
  browser,
}) => {
  // Someone signs in up to the provider's answer and keeps the callback
  // address instead of opening it. (Redirects are followed unseen by
  // page.route, so the form's answer is fetched here and walked by hand.)
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await openPage(their, "/");
  let callback = "";
  await their.route("**/api/dev-idp/interaction/*/login", async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    let next = new URL(answer.headers().location!, route.request().url());
    while (next.pathname !== "/api/user-session/callback") {
      const hop = await theirs.request.get(next.href, { maxRedirects: 0 });
      next = new URL(hop.headers().location!, next);
    }
    callback = next.href;
    await route.fulfill({ status: 204 });
  });
  await openProviderPage(their);
  await their.getByLabel("E-mail address").fill(newEmail());
  await their.getByLabel("First name").fill("Mallory");
  await their.getByLabel("Last name").fill("Tremblay");
  await their.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => callback).toMatch(/[?&]code=/);

  // Another browser opens it.
  const victims = await browser.newContext();
  const victim = await victims.newPage();
  await victim.goto(callback);
  await victim.waitForURL((url) => url.pathname === "/" && !url.hash);
  await expect(
    victim
      .getByRole("dialog", { name: "log in or create an account" })
      .getByRole("alert"),
  ).toHaveText("Sign-in didn't finish. Please try again.");
  await victim.keyboard.press("Escape");
  await expectSignedOut(victim);
  const cookies = await victims.cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain(
    "northfare_session",
  );
  await victims.close();

  // The browser that started it is still the one that can finish it.
  const own = await theirs.request.get(callback, { maxRedirects: 0 });
  expect(own.headers().location).toMatch(/#authToken=[\w-]{43}&tab_nonce=/);
  await theirs.close();
});

test("a link carrying someone's token signs no one in (token fixation)", async ({
  browser,
}) => {
  const owners = await browser.newContext();
  const owner = await owners.newPage();
  await openPage(owner, "/points");
  await signIn(owner, { firstName: "Owner" });
  const theirToken = await storedToken(owner);
  expect(theirToken).toMatch(/^[\w-]{43}$/);
  await owners.close();

  // A signed-in visitor keeps their own session.
  const visitors = await browser.newContext();
  const visitor = await visitors.newPage();
  await openPage(visitor, "/");
  const { email } = await signIn(visitor, { firstName: "Visitor" });
  const myToken = await storedToken(visitor);
  await openPage(visitor, `/points#authToken=${theirToken}`);
  await expect.poll(() => visitor.evaluate(() => location.hash)).toBe("");
  expect(await storedToken(visitor)).toBe(myToken);
  const menu = await openAccountMenu(visitor);
  await menu.getByRole("menuitem", { name: "account" }).click();
  await expect(
    visitor.getByRole("dialog", { name: "manage account" }).getByText(email),
  ).toBeVisible();
  await visitors.close();

  // A signed-out visitor stays signed out.
  const strangers = await browser.newContext();
  const stranger = await strangers.newPage();
  await openPage(stranger, `/points#authToken=${theirToken}`);
  await expect.poll(() => stranger.evaluate(() => location.hash)).toBe("");
  await expectSignedOut(stranger);
  await strangers.close();
});
