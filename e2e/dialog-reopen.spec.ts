// The header's dialogs are built at their first opening and kept: opening one
// again only shows it (site-dialog.tsx). Closed, it must be gone from sight.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { FIRST_OPENING, markFirstOpening } from "./first-opening";
import { openPage } from "./open-page";

async function openTwice(page: Page, button: string, dialogName: string) {
  await openPage(page, "/");
  const header = page.getByRole("banner");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await header.getByRole("button", { name: button }).click();
  await expect(dialog).toBeVisible();
  await markFirstOpening(dialog);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Nothing of it is left on screen, not even its box.
  await expect(page.locator(`[${FIRST_OPENING}]`)).toBeHidden();
  await expect(header.getByRole("button", { name: button })).toBeFocused();

  await header.getByRole("button", { name: button }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute(FIRST_OPENING, "");
  return dialog;
}

test("the login dialog opens again as it was and closes out of sight", async ({
  page,
}) => {
  const dialog = await openTwice(page, "login", "log in or create an account");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // The page under it takes clicks again.
  await page.getByRole("banner").getByRole("button", { name: "login" }).click();
  await expect(dialog).toBeVisible();
});

test("the language dialog opens again as it was and still switches", async ({
  page,
}) => {
  const dialog = await openTwice(page, "Language", "Select language");
  await dialog.getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(dialog).toBeHidden();
});
