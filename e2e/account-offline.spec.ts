import { expect, test, type Page } from "./fixtures";
import { expectSignedOut, openAccountMenu, signIn } from "./account-helpers";
import { openPage } from "./open-page";

// The API unreachable, as when it is stopped: every call fails at the network.
const stopApi = (page: Page) =>
  page.route("**/api/**", (route) => route.abort("connectionrefused"));

const collectWarnings = (page: Page) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
};

test("with the API stopped, a visitor can still browse; login says it can't start", async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await stopApi(page);
  await openPage(page, "/points");
  await expect(page.getByText("Log in to see your balance")).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "login" }).click();
  const dialog = page.getByRole("dialog", {
    name: "log in or create an account",
  });
  await dialog.getByRole("button", { name: "continue to sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "We couldn't reach the sign-in service. Please try again in a moment.",
  );
  expect(warnings).toContain("Failed to redirect to login.");
  await expect(page).toHaveURL(/\/points$/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "General" })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a stored token with the API stopped stays signed in, says the account couldn't load, and keeps the token", async ({
  page,
}) => {
  await stopApi(page);
  await page.addInitScript(() =>
    localStorage.setItem("authToken", "kept-for-later"),
  );
  await openPage(page, "/points");
  await expect(
    page.getByText("Your account couldn't be loaded."),
  ).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("button", { name: "login" }),
  ).toHaveCount(0);
  await expect(page.getByText("Log in to see your balance")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBe(
    "kept-for-later",
  );
});

test("a token the API refuses is dropped", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("authToken", "revoked-or-made-up");
    }
  });
  await openPage(page, "/");
  await expect(
    page.getByRole("banner").getByRole("button", { name: "login" }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("authToken")))
    .toBe(null);
});

test("when the API stops mid-visit, account changes show the catalogue's messages and keep what was typed", async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  await openPage(page, "/points");
  await signIn(page);
  await stopApi(page);

  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "account" }).click();
  await page.getByRole("button", { name: "edit name" }).click();
  const edit = page.getByRole("dialog", { name: "edit name" });
  await edit.getByLabel("First name").fill("Noémie");
  await edit.getByRole("button", { name: "save changes" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Failed to update user");
  await expect(edit.getByLabel("First name")).toHaveValue("Noémie");

  // The back arrow clears the fields and returns to step 0.
  await edit.getByRole("button", { name: "Back" }).click();
  const manage = page.getByRole("dialog", { name: "manage account" });
  await manage.getByRole("button", { name: "delete account" }).click();
  const remove = page.getByRole("dialog", { name: "delete account" });
  await remove.getByRole("button", { name: "delete account" }).click();
  await expect(remove.getByRole("alert")).toHaveText("Failed to delete user");
  await page.keyboard.press("Escape");
  // Closing resets the wizard to step 0.
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "account" }).click();
  await expect(
    page.getByRole("dialog", { name: "manage account" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Redeeming fails with the client's own message when no server answers.
  await page.getByLabel("Points to redeem").fill("1000");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to redeem points");

  // Logging out still signs out here, and logs that the server wasn't told.
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "logout" }).click();
  await expectSignedOut(page);
  expect(warnings).toContain("Failed to log out.");
});
