import { expect, test, type Locator } from "./fixtures";
import { banner } from "./consent-page";
import { openPage } from "./open-page";

// On a phone the banner is a bar at the bottom, over the lower part of the
// first screen: whatever of the search form it covers comes above it as soon
// as the traveller goes there, and the end of the page stays reachable.

async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.y + box.height;
}

async function topOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.y;
}

for (const path of ["/", "/fr/"]) {
  test(`on ${path}, each part of the search form comes above the banner when focused`, async ({
    page,
  }) => {
    await openPage(page, path);
    const bar = banner(page).or(
      page.getByRole("region", { name: "Vos choix de confidentialité" }),
    );
    await expect(bar).toBeVisible();
    const french = path.startsWith("/fr");
    const search = page.getByRole("button", {
      name: french ? "Rechercher" : "Search",
    });
    const fields = [
      page.getByRole("combobox", { name: french ? "De" : "From" }),
      page.getByRole("combobox", { name: french ? "À" : "To" }),
      search,
    ];
    // The search button starts under the bar on a phone-sized window.
    expect(await bottomOf(search)).toBeGreaterThan(await topOf(bar));
    for (const field of fields) {
      await field.focus();
      await expect
        .poll(async () => (await bottomOf(field)) <= (await topOf(bar)))
        .toBe(true);
    }
  });
}

test("the end of the page scrolls clear of the banner", async ({ page }) => {
  await openPage(page, "/");
  const bar = banner(page);
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const privacy = page
    .getByRole("contentinfo")
    .getByRole("button", { name: "Privacy choices" });
  await expect
    .poll(async () => (await bottomOf(privacy)) <= (await topOf(bar)))
    .toBe(true);
});
