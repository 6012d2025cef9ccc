import { expect, test } from "./fixtures";
import { accountButton, signIn } from "./account-helpers";
import { openPage } from "./open-page";

test("the phone menu offers login, then account and logout once signed in", async ({
  page,
}) => {
  await openPage(page, "/points");
  const openMenu = () =>
    page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });

  await openMenu();
  await expect(menu.getByRole("button", { name: "account" })).toHaveCount(0);
  await menu.getByRole("button", { name: "login" }).click();
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole("dialog", { name: "log in or create an account" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();

  await signIn(page);
  await openMenu();
  await expect(menu.getByRole("button", { name: "login" })).toHaveCount(0);
  await menu.getByRole("button", { name: "account", exact: true }).click();
  await expect(menu).toBeHidden();
  const manage = page.getByRole("dialog", { name: "manage account" });
  await expect(manage).toBeVisible();
  const box = await manage.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(400);
  await page.keyboard.press("Escape");

  await openMenu();
  await menu.getByRole("button", { name: "logout" }).click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: "login" }),
  ).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
});

test("a phone cannot install the extension and is told where it can", async ({
  page,
}) => {
  await openPage(page, "/browser-extension");
  await expect(
    page.getByText("The extension runs on desktop Chrome or Chromium 81"),
  ).toBeVisible();
  await openPage(page, "/installed");
  await expect(
    page.getByRole("main").getByRole("link", { name: "try the extension" }),
  ).toHaveAttribute("href", "/browser-extension");
});
