import { expect, test } from "./fixtures";
import { banner } from "./consent-page";

// The consent banner is in the built page: a first visit sees it with the
// page's first paint, before any script of ours has loaded; a returning
// visitor and a browser without scripts never see it; and React adopts the
// built banner rather than painting a new one (gatsby/consent-ask.ts).

const BUILT_BANNER = "section[data-unconfirmed]";
const OUR_SCRIPTS = /\/[^/]+\.js$/;

const storedChoice = {
  version: 1,
  date: "2026-11-25T10:00:00.000Z",
  choices: { measurement: false, heatmap: false, advertising: false },
};

test("a first visit shows the banner before any script of ours has run", async ({
  page,
}) => {
  await page.route(OUR_SCRIPTS, (route) => route.abort());
  await page.goto("/faq");
  await expect(banner(page)).toBeVisible();
  await expect(
    banner(page).getByRole("button", { name: "Accept all" }),
  ).toBeVisible();
});

test("a returning visitor never sees the built banner", async ({ page }) => {
  await page.addInitScript((record) => {
    localStorage.setItem("consent", record);
  }, JSON.stringify(storedChoice));
  await page.route(OUR_SCRIPTS, (route) => route.abort());
  await page.goto("/faq");
  await expect(page.locator(BUILT_BANNER)).toBeAttached();
  await expect(page.locator(BUILT_BANNER)).toBeHidden();
});

// A browser without scripts never runs the head's script: its mark is
// what shows the built banner. (With scripts off altogether, the image
// plugin's <noscript> style breaks the CSP fixture, a separate matter.)
test("without the head script's mark, the built banner stays hidden", async ({
  page,
}) => {
  await page.route(OUR_SCRIPTS, (route) => route.abort());
  await page.goto("/faq");
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() =>
    document.documentElement.removeAttribute("data-consent-ask"),
  );
  await expect(page.locator(BUILT_BANNER)).toBeAttached();
  await expect(page.locator(BUILT_BANNER)).toBeHidden();
});

test("React adopts the built banner, which then works", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/deferred-consent-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The held chunk holds the load event too.
  await page.goto("/faq", { waitUntil: "domcontentloaded" });
  const built = page.locator(BUILT_BANNER);
  await expect(built).toBeVisible();
  await built.evaluate((element) => {
    (window as unknown as { builtBanner: Element }).builtBanner = element;
  });

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(built).toHaveCount(0);
  const sameElement = await page.evaluate(
    () =>
      document.querySelector('section[role="region"][aria-describedby]') ===
      (window as unknown as { builtBanner: Element }).builtBanner,
  );
  expect(sameElement).toBe(true);

  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toBeHidden();
});
