import { expect, test } from "./fixtures";
import { FIRST_OPENING, markFirstOpening } from "./first-opening";
import { openPage } from "./open-page";

test("the hamburger opens a full-screen menu that closes after a choice", async ({
  page,
}) => {
  await openPage(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
  await header.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBeGreaterThanOrEqual(viewport.width - 1);
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 1);
  await menu.getByRole("link", { name: "Points" }).click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(menu).toBeHidden();
});

test("the menu's language entry opens the language dialog", async ({
  page,
}) => {
  await openPage(page, "/how-it-works");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "Language" }).click();
  await expect(menu).toBeHidden();
  const dialog = page.getByRole("dialog", { name: "Select language" });
  await dialog.getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/how-it-works$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Comment/);
});

test("the menu opens again as it was and closes out of sight", async ({
  page,
}) => {
  await openPage(page, "/");
  const open = page
    .getByRole("banner")
    .getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });
  await open.click();
  await expect(menu).toBeVisible();
  await markFirstOpening(menu);
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator(`[${FIRST_OPENING}]`)).toBeHidden();
  // The page under it takes taps again; the menu comes back as it was.
  await open.click();
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute(FIRST_OPENING, "");
});

test("the menu's login entry closes the menu", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "login" }).click();
  await expect(menu).toBeHidden();
});

for (const path of ["/", "/fr/"]) {
  test(`${path} fits a 360 px phone without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, path);
    const menuButton = page
      .getByRole("banner")
      .getByRole("button", { name: /menu/i });
    const box = await menuButton.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
  });
}
