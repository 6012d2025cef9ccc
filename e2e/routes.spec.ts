import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { expectedDescription, expectedTitle } from "./route-meta";
import { CLIENT_SCREENS, STATIC_PAGES, fr } from "./site-routes";

const SITE_URL = process.env.SITE_URL ?? "https://northfare.ca";

for (const path of STATIC_PAGES) {
  for (const language of ["en", "fr"] as const) {
    const url = language === "en" ? path : fr(path);
    test(`${url} answers 200 with its head tags`, async ({ page }) => {
      const response = await openPage(page, url);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitle(path, language));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        SITE_URL + (url === "/" ? "/" : url),
      );
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        expectedDescription(path, language) ?? "",
      );
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        /\S/,
      );
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        SITE_URL + (url === "/" ? "/" : url),
      );
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      await expect(
        head.locator('link[rel="alternate"][hreflang="fr"]'),
      ).toHaveAttribute("href", SITE_URL + fr(path));
      await expect(
        head.locator('link[rel="alternate"][hreflang="en"]'),
      ).toHaveAttribute("href", SITE_URL + path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
}

for (const { path, heading } of CLIENT_SCREENS) {
  test(`client-only screen ${path} renders in the browser`, async ({
    page,
  }) => {
    const response = await openPage(page, path);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: heading }),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    if (path === "/installed") await expect(footer).toHaveCount(0);
    else await expect(footer).toBeVisible();
  });
}

test("client-only screens work in French too", async ({ page }) => {
  const response = await openPage(page, "/fr/order/cs_test_123");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/fr\/order\/cs_test_123$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(
    page.getByText("Nous ne trouvons pas cette commande."),
  ).toBeVisible();
});

test("an order this browser can't open says so", async ({ page }) => {
  await openPage(page, "/order/cs_test_123");
  await expect(page.getByText("We can't find this order.")).toBeVisible();
});

for (const url of ["/no-such-page", "/fr/no-such-page", "/faq/nope"]) {
  test(`${url} is the not-found page with status 404`, async ({ page }) => {
    const response = await openPage(page, url);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(
      expectedTitle("/404", url.startsWith("/fr") ? "fr" : "en"),
    );
    await expect(
      page.getByRole("link", { name: /home|accueil/i }).last(),
    ).toBeVisible();
  });
}

for (const [from, to] of [
  ["/support", "/faq"],
  ["/campaign/flyer", "/"],
  ["/fr/support", "/fr/faq"],
] as const) {
  test(`${from} is a permanent redirect to ${to}`, async ({
    request,
    page,
  }) => {
    const response = await request.get(`${from}?utm_source=flyer`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(`${to}?utm_source=flyer`);
    await openPage(page, from);
    await expect(page).toHaveURL(new RegExp(`${to === "/" ? "/" : to}$`));
  });
}

test("in-app navigation follows the redirects too", async ({ page }) => {
  await openPage(page, "/points");
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(
      "/support",
    ),
  );
  await expect(page).toHaveURL(/\/faq$/);
});

test("the search screen opens with the search form", async ({ page }) => {
  await openPage(page, "/search");
  await expect(
    page.getByRole("search", { name: "Search flights" }),
  ).toBeVisible();
});
