import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isoDaysFromNow } from "./search-form-page";

// A search link's first offers are drawn by /search's inline script as soon
// as they are priced, before the app's scripts run (decision 0046); the
// app's list then takes their place.

const link = (prefix = "") =>
  `${prefix}/search?departure=YYZ&arrival=YVR&departureDate=${isoDaysFromNow(26)}&arrivalDate=${isoDaysFromNow(33)}&adults=1&children=0`;

const early = (page: Page) => page.locator("#early-offers li");
const cards = (page: Page) => page.getByRole("article");

/** Holds the app's main script back until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-\w+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Errors the page reports: React's hydration errors among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a search link's first offers show before the app runs; the app's list then takes their place, in the same order", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const release = await holdTheApp(page);
  await page.goto(link());

  await expect(early(page)).toHaveCount(3, { timeout: 15_000 });
  await expect(early(page).first()).toContainText(
    /\d\d:\d\d YYZ → \d\d:\d\d.* YVR/,
  );
  await expect(early(page).first()).toContainText(/from\$[\d,]+\.\d\d/);
  const earlyPrices = await early(page)
    .locator("[data-price]")
    .allTextContents();
  expect(await cards(page).count()).toBe(0);

  release();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#early-offers")).toBeHidden();
  for (const [index, price] of earlyPrices.entries()) {
    await expect(cards(page).nth(index)).toContainText(price);
  }
  expect(errors).toEqual([]);
});

test("in French, with French words and prices", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto(link("/fr"));
  await expect(early(page)).toHaveCount(3, { timeout: 15_000 });
  await expect(early(page).first()).toContainText(
    /à partir de\d[\d\s]*,\d\d\s\$/,
  );
  await expect(early(page).first()).toContainText(/Sans escale|\d escales?/);
  release();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#early-offers")).toBeHidden();
});

test("offers that come after the app's screen are the app's alone", async ({
  page,
}) => {
  const errors = pageErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The early search's session, offers and all, waits until the app's
  // screen is in.
  await page.route(/\/api\/search-session$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(link());
  await expect(
    page.getByRole("heading", { level: 1, name: "Search flights" }),
  ).toBeAttached({ timeout: 15_000 });
  release();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#early-offers")).toBeEmpty();
  expect(errors).toEqual([]);
});
