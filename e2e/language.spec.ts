import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

test("the language query parameter wins and is saved", async ({ page }) => {
  await openPage(page, "/points?language=fr");
  await expect(page).toHaveURL(/\/fr\/points$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(
    "fr",
  );
  await openPage(page, "/fr/points?language=en");
  await expect(page).toHaveURL(/\/points$/);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(
    "en",
  );
});

test.describe("with a French browser", () => {
  test.use({ locale: "fr-CA" });

  test("an unprefixed page opens in French", async ({ page }) => {
    await openPage(page, "/faq");
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(
      "fr",
    );
  });

  test("a stored English choice beats the browser language", async ({
    page,
  }) => {
    await openPage(page, "/fr/faq?language=en");
    await expect(page).toHaveURL(/\/faq$/);
    await openPage(page, "/points");
    await expect(page).toHaveURL(/\/points$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("French pages are translated", async ({ page }) => {
  await openPage(page, "/fr");
  await expect(
    page.getByRole("link", { name: "Northfare" }).first(),
  ).toHaveAttribute("href", "/fr");
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Conditions générales" }),
  ).toHaveAttribute("href", "/fr/terms-and-conditions");
  await openPage(page, "/fr/faq");
  await expect(
    page.getByRole("button").filter({ hasText: "?" }).first(),
  ).toBeVisible();
});

test("the language parameter works on the not-found page, both ways", async ({
  page,
}) => {
  await openPage(page, "/zz?language=fr");
  // Gatsby then moves a French not-found address to /fr/404.html (its
  // initial-load check only knows /404.html), as it does for /fr/zz itself.
  await expect(page).toHaveURL(/\/fr\/(zz|404\.html)$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page introuvable",
  );
  await openPage(page, "/fr/zz?language=en");
  await expect(page).toHaveURL(/\/\/[^/]+\/(zz|404\.html)$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page not found",
  );
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(
    "en",
  );
});
