import { expect, test, type Page } from "./fixtures";
import { openPage } from "./open-page";
import { checksHeadTags, expectHeadTags } from "./head-tags";
import {
  expectNoConsoleErrors,
  expectNoSeriousAccessibilityProblems,
  watchConsoleErrors,
} from "./page-audit";
import { expectedTitle } from "./route-meta";
import { CLIENT_SCREENS, STATIC_PAGES, fr } from "./site-routes";

// Each page is opened once per project for everything checked on it: a
// browser context, a load and hydration cost seconds each on CI.

/** French pages axe also checks (every English page is checked). */
const AUDITED_IN_FRENCH: readonly string[] = ["/", "/faq/points"];
const AUDIT = ", no serious accessibility problems and no console errors";

for (const path of STATIC_PAGES) {
  for (const language of ["en", "fr"] as const) {
    const url = language === "en" ? path : fr(path);
    const audited = language === "en" || AUDITED_IN_FRENCH.includes(path);
    test(`${url} answers 200 with a heading, its head tags (desktop)${audited ? AUDIT : ""}`, async ({
      page,
    }) => {
      const errors = watchConsoleErrors(page);
      const response = await openPage(page, url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (checksHeadTags()) await expectHeadTags(page, path, language);
      if (audited) {
        await expectNoSeriousAccessibilityProblems(page);
        expectNoConsoleErrors(errors);
      }
    });
  }
}

/** What else a client screen shows, checked on the same load. */
const ALSO_SHOWS: Partial<
  Record<
    (typeof CLIENT_SCREENS)[number]["path"],
    { what: string; check: (page: Page) => Promise<void> }
  >
> = {
  "/search": {
    what: ", opening with the search form",
    check: (page) =>
      expect(
        page.getByRole("search", { name: "Search flights" }),
      ).toBeVisible(),
  },
  "/order/cs_test_123": {
    what: ", saying this browser can't open the order",
    check: (page) =>
      expect(page.getByText("We can't find this order.")).toBeVisible(),
  },
};

for (const { path, heading } of CLIENT_SCREENS) {
  const also = ALSO_SHOWS[path];
  test(`client-only screen ${path} renders in the browser${also?.what ?? ""}${AUDIT}`, async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const response = await openPage(page, path);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: heading }),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    if (path === "/installed") await expect(footer).toHaveCount(0);
    else await expect(footer).toBeVisible();
    await also?.check(page);
    await expectNoSeriousAccessibilityProblems(page);
    expectNoConsoleErrors(errors);
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

for (const url of ["/no-such-page", "/fr/no-such-page", "/faq/nope"]) {
  const audited = url === "/no-such-page";
  test(`${url} is the not-found page with status 404${audited ? AUDIT : ""}`, async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const response = await openPage(page, url);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(
      expectedTitle("/404", url.startsWith("/fr") ? "fr" : "en"),
    );
    await expect(
      page.getByRole("link", { name: /home|accueil/i }).last(),
    ).toBeVisible();
    if (audited) {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousAccessibilityProblems(page);
      expectNoConsoleErrors(errors);
    }
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
