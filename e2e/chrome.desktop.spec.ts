import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

test("the header links every main page and the extension", async ({ page }) => {
  await openPage(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Northfare" })).toHaveAttribute(
    "href",
    "/",
  );
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Browser extension", "/browser-extension"],
    ["How it works", "/how-it-works"],
    ["Points", "/points"],
    ["FAQ", "/faq"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(
    header.getByRole("link", { name: "add to default browser" }),
  ).toHaveAttribute("href", "/browser-extension");
  await expect(header.getByRole("button", { name: "login" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  await nav.getByRole("link", { name: "How it works" }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How it works" }),
  ).toBeVisible();
});

test("the footer has its three columns", async ({ page }) => {
  await openPage(page, "/points");
  const footer = page.getByRole("contentinfo");
  const expected: Record<string, [string, string][]> = {
    Northfare: [
      ["Home", "/"],
      ["How it works", "/how-it-works"],
      ["Points", "/points"],
    ],
    FAQ: [
      ["General", "/faq"],
      ["Bookings", "/faq/bookings"],
      ["Pricing", "/faq/pricing"],
      ["Offers", "/faq/offers"],
      ["Points", "/faq/points"],
    ],
    "Legal and contact": [
      ["Terms and conditions", "/terms-and-conditions"],
      ["Privacy policy", "/privacy-policy"],
      ["Contact", "/faq"],
    ],
  };
  for (const [column, links] of Object.entries(expected)) {
    const nav = footer.getByRole("navigation", { name: column });
    await expect(nav.getByRole("link")).toHaveCount(links.length);
    for (const [name, href] of links) {
      await expect(
        nav.getByRole("link", { name, exact: true }),
      ).toHaveAttribute("href", href);
    }
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
});

test("the language dialog switches to French and remembers it", async ({
  page,
}) => {
  await openPage(page, "/faq/pricing?ref=test");
  await page.getByRole("button", { name: "Language" }).click();
  const dialog = page.getByRole("dialog", { name: "Select language" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(320);
  expect(box!.height).toBeLessThanOrEqual(400);
  await dialog.getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/faq\/pricing\?ref=test$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("button", { name: "Connexion" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(
    "fr",
  );
  // The stored choice wins on the next visit to an unprefixed address.
  await openPage(page, "/points");
  await expect(page).toHaveURL(/\/fr\/points$/);
});

test("the language dialog closes with Escape", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("button", { name: "Language" }).click();
  const dialog = page.getByRole("dialog", { name: "Select language" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("navigation starts at the top of the next page", async ({ page }) => {
  await openPage(page, "/terms-and-conditions");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Privacy policy" })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Privacy policy",
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Back restores where the reader was on the previous page.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Terms and conditions",
  );
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(1000);
});

test("the home anchor #how-it-works scrolls to its section", async ({
  page,
}) => {
  await openPage(page, "/#how-it-works");
  await expect(
    page.getByRole("heading", { name: "How it works", level: 2 }),
  ).toBeInViewport();
});
