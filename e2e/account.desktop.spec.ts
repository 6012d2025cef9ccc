import { expect, test } from "./fixtures";
import {
  accountButton,
  expectSignedOut,
  openAccountMenu,
  signIn,
} from "./account-helpers";
import { openPage } from "./open-page";

test("a new traveller signs in, renames, redeems, deletes the account and signs up again", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openPage(page, "/points");
  await expect(page.getByText("Log in to see your balance")).toBeVisible();
  const { email } = await signIn(page);
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toMatch(
    /^[\w-]{43}$/,
  );

  // The login modal cannot open while signed in: the button is gone.
  await expect(
    page.getByRole("banner").getByRole("button", { name: "login" }),
  ).toHaveCount(0);

  // The dropdown: initials, balance and its value (a development account
  // starts with 2,500 points), Redeem Points.
  await openAccountMenu(page);
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByText("CB", { exact: true })).toBeVisible();
  await expect(menu.getByText("2,500", { exact: true })).toBeVisible();
  await expect(menu.getByText("US$25.00 or more in value")).toBeVisible();
  await expect(
    menu.getByRole("menuitem", { name: "Redeem Points" }),
  ).toHaveAttribute("href", "/points");
  // Measured once the menu's opening animation has settled.
  const gap = async () => {
    const [menuBox, buttonBox] = await Promise.all([
      menu.boundingBox(),
      accountButton(page).boundingBox(),
    ]);
    return [
      menuBox?.width,
      Math.round(menuBox!.y - (buttonBox!.y + buttonBox!.height)),
    ];
  };
  await expect.poll(gap).toEqual([240, 6]);

  // Manage account: the e-mail, then a new first name.
  await menu.getByRole("menuitem", { name: "account" }).click();
  let dialog = page.getByRole("dialog", { name: "manage account" });
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole("button", { name: "edit name" }).click();
  dialog = page.getByRole("dialog", { name: "edit name" });
  await expect(dialog.getByLabel("First name")).toHaveValue("Camille");
  await dialog.getByLabel("First name").fill("Zoé");
  await dialog.getByRole("button", { name: "save changes" }).click();
  dialog = page.getByRole("dialog", { name: "manage account" });
  await expect(dialog.getByText("Zoé Bouchard")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await openAccountMenu(page);
  await expect(menu.getByText("ZB", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // The name is the server's now, after a reload too.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await openAccountMenu(page);
  await expect(menu.getByText("Zoé Bouchard")).toBeVisible();
  await page.keyboard.press("Escape");

  // Redeeming more than the balance shows the server's message; then a
  // valid amount gives the new balance.
  await expect(
    page.getByRole("main").getByText("2,500 points", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Points to redeem").fill("5000");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "You have 2,500 points; you can't redeem 5,000.",
  );
  await expect(page.getByLabel("Points to redeem")).toHaveValue("5000");
  await page.getByLabel("Points to redeem").fill("1000");
  await page.getByLabel("Travel credit").check();
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Done: 1,000 points redeemed. Your balance is now 1,500 points.",
  );
  await expect(
    page.getByRole("main").getByText("1,500 points", { exact: true }),
  ).toBeVisible();
  await openAccountMenu(page);
  await expect(menu.getByText("1,500", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // Delete the account: warnings, the red button, the confirmation.
  await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "account" }).click();
  await page
    .getByRole("dialog", { name: "manage account" })
    .getByRole("button", { name: "delete account" })
    .click();
  dialog = page.getByRole("dialog", { name: "delete account" });
  await expect(dialog.getByRole("listitem")).toHaveCount(4);
  await dialog.getByRole("button", { name: "delete account" }).click();
  dialog = page.getByRole("dialog", { name: "account deleted" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expectSignedOut(page);

  // Signing in again, as a new traveller in the same browser, makes a new
  // account with its own names and a fresh starting balance.
  const next = await signIn(page, { firstName: "Noé", lastName: "Gagnon" });
  expect(next.email).not.toBe(email);
  await expect(
    page.getByRole("main").getByText("2,500 points", { exact: true }),
  ).toBeVisible();
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "account" }).click();
  dialog = page.getByRole("dialog", { name: "manage account" });
  await expect(dialog.getByText(next.email)).toBeVisible();
  await expect(dialog.getByText("Noé Gagnon")).toBeVisible();
  expect(errors).toEqual([]);
});

test("logging out revokes the session and drops the token", async ({
  page,
  request,
}) => {
  await openPage(page, "/");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  await openAccountMenu(page);
  // As a traveller would: the menu has shown who is signed in.
  await expect(
    page.getByRole("menu").getByText("2,500", { exact: true }),
  ).toBeVisible();
  await page.getByRole("menuitem", { name: "logout" }).click();
  await expectSignedOut(page);
  const after = await request.get("/api/user", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test("the extension call-to-action fits desktop Chrome", async ({ page }) => {
  await openPage(page, "/browser-extension");
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: "add to default browser" }),
  ).toHaveAttribute("href", "/browser-extension");
  await expect(
    page.getByText("Your browser can run the extension."),
  ).toBeVisible();
});
