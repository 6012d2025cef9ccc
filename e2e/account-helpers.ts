import { expect, type Page } from "@playwright/test";

let people = 0;

/** A new traveller's e-mail address, unique to this run. */
export function newEmail(): string {
  people += 1;
  return `traveller-${Date.now()}-${process.pid}-${people}@example.com`;
}

/**
 * Signs in as a traveller would: the header's 'login', the login modal, the
 * built-in development provider, and back to the page signed in.
 */
export async function signIn(
  page: Page,
  { email = newEmail(), firstName = "Camille", lastName = "Bouchard" } = {},
) {
  const here = new URL(page.url()).pathname;
  await page.getByRole("banner").getByRole("button", { name: "login" }).click();
  const dialog = page.getByRole("dialog", {
    name: "log in or create an account",
  });
  await dialog.getByRole("button", { name: "continue to sign in" }).click();
  // The development provider asks who is signing in every time.
  await expect(
    page.getByRole("heading", { name: "Development sign-in" }),
  ).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  // The header shows 'account' as soon as the token is stored; the session
  // is whole once GET /api/user has answered (a test may stop the API next).
  const userAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/user",
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back where the traveller started, with the token already out of the address.
  await page.waitForURL((url) => url.pathname === here && url.hash === "");
  await expect(accountButton(page)).toBeVisible();
  await userAnswered;
  return { email, firstName, lastName };
}

export const accountButton = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: "account", exact: true });

/**
 * Opens the header's account menu and waits until it is placed and has slid
 * in: the menu first renders off-screen while its position is worked out, and
 * on a busy machine a click on an item could land before it moves into place.
 * A dialog still closing first finishes: its focus return to the trigger
 * would otherwise close the menu the click just opened.
 */
export async function openAccountMenu(page: Page) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await accountButton(page).click();
  const menu = page.getByRole("menu", { name: "account" });
  await expect(menu).toBeInViewport();
  await menu.evaluate((element) =>
    Promise.all(element.getAnimations().map(({ finished }) => finished)),
  );
  return menu;
}

/** The header offers 'login' again and the stored token is gone. */
export async function expectSignedOut(page: Page) {
  await expect(
    page.getByRole("banner").getByRole("button", { name: "login" }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBe(
    null,
  );
}
