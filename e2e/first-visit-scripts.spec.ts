import { gzipSync } from "node:zlib";
import { GZIP_LEVEL } from "../gatsby/first-load";
import { beforeIdleBudget } from "../scripts/budgets";
import { expect, test, type Page } from "./fixtures";
import { openPage } from "./open-page";
import { isoDaysFromNow } from "./search-form-page";

// The before-idle budget (scripts/budgets.ts) counts every script a first
// visit fetches before the page is idle: the app's, the page's, and what
// loads after the first paint (the consent banner, featured trips, the
// results screen). `npm run test:budgets` checks what the HTML names; this
// checks everything, in the browser, as a first visit fetches it.

const SEARCH_LINK =
  "/search?departure=YYZ&arrival=YVR" +
  `&departureDate=${isoDaysFromNow(21)}&arrivalDate=${isoDaysFromNow(28)}` +
  "&adults=1&children=0";

/** Each script's path and gzip size, as fetched until the page is idle. */
async function scriptsBeforeIdle(
  page: Page,
  path: string,
  shown: (page: Page) => Promise<void>,
) {
  const sizes: Promise<[string, number]>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith(".js")) return;
    sizes.push(
      response.body().then(
        (body): [string, number] => [
          pathname,
          gzipSync(body, { level: GZIP_LEVEL }).length,
        ],
        (): [string, number] => [pathname, 0],
      ),
    );
  });
  await openPage(page, path);
  await shown(page);
  await page.waitForLoadState("networkidle");
  return Promise.all(sizes);
}

const consentBanner = (page: Page) =>
  expect(page.getByRole("button", { name: "Accept all" })).toBeVisible();

const PAGES: { path: string; shown: (page: Page) => Promise<void> }[] = [
  { path: "/", shown: consentBanner },
  { path: "/faq", shown: consentBanner },
  { path: "/points", shown: consentBanner },
  { path: "/vertoflex", shown: consentBanner },
  {
    path: SEARCH_LINK,
    shown: async (page) => {
      await consentBanner(page);
      await expect(page.locator("[elementtiming=first-offer]")).toBeVisible();
    },
  },
];

for (const { path, shown } of PAGES) {
  const route = new URL(path, "http://site").pathname;
  test(`a first visit to ${route} fetches no more script before idle than its budget`, async ({
    page,
  }) => {
    const scripts = await scriptsBeforeIdle(page, path, shown);
    const kb = scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const budget = beforeIdleBudget(route);
    const list = scripts
      .map(([name, bytes]) => `${(bytes / 1024).toFixed(1)} ${name}`)
      .join("\n");
    expect(
      kb,
      `${route}: ${kb.toFixed(1)} KB gzip before idle, budget ${budget.kb.toFixed(1)} KB:\n${list}`,
    ).toBeLessThanOrEqual(budget.kb);
    // The count cannot pass by missing the scripts: the app's are in it.
    expect(scripts.some(([name]) => /\/app-[0-9a-f]+\.js$/.test(name))).toBe(
      true,
    );
  });
}
