import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { isoDaysFromNow } from "./search-form-page";

// Once the offers are in, a phone's first screen shows the first offer's
// times and price: the search form folds into a one-line trip summary whose
// Change opens it again. Wider screens keep the form.

const PHONE = { width: 390, height: 844 };

const searchLink = (prefix: string) =>
  `${prefix}/search?departure=YYZ&arrival=YVR` +
  `&departureDate=${isoDaysFromNow(24)}&arrivalDate=${isoDaysFromNow(31)}` +
  "&adults=1&children=0";

const LANGUAGES = [
  { language: "English", prefix: "", refuse: "Refuse all", change: "Change" },
  {
    language: "French",
    prefix: "/fr",
    refuse: "Tout refuser",
    change: "Modifier",
  },
];

for (const { language, prefix, refuse, change } of LANGUAGES) {
  test(`at 390×844 the first offer's times and price are on the first screen, and Change opens the form (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, searchLink(prefix));
    await page.getByRole("button", { name: refuse }).click();
    const price = page.locator("[elementtiming=first-offer]");
    await expect(price).toBeVisible();
    const times = page
      .getByRole("article")
      .first()
      .getByText(/\d\d:\d\d/)
      .first();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const shown of [times, price]) {
      const box = await shown.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    }

    await expect(page.getByRole("search")).toBeHidden();
    await page.getByRole("button", { name: change }).click();
    await expect(page.getByRole("search")).toBeVisible();
    // Its first control: the trip type, no keyboard opened.
    await expect(page.getByRole("search").locator(":focus")).toHaveCount(1);
    await expect(page.locator("#departure")).not.toBeFocused();
  });
}

test("a wider screen keeps the search form beside the results, with no summary", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, searchLink(""));
  await expect(page.locator("[elementtiming=first-offer]")).toBeVisible();
  await expect(page.getByRole("search")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change" })).toBeHidden();
});
