import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { from, isoDaysFromNow, pickDay, to } from "./search-form-page";

// A search link's session starts as /search's HTML is parsed
// (gatsby/early-search-script.ts), and the Search button's on the press
// (src/services/search/early-search.ts): one session each, the results
// screen taking it over.

const link = `/search?departure=YYZ&arrival=YVR&departureDate=${isoDaysFromNow(26)}&arrivalDate=${isoDaysFromNow(33)}&adults=1&children=0`;

/** Each API search call the page makes, in order: "POST" or "GET". */
function searchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/search-session")) {
      calls.push(request.method());
    }
  });
  return calls;
}

const offers = (page: Page) => page.getByRole("article");

/** The home page's form filled for the link's trip, as a traveller fills it. */
async function fillHomeForm(page: Page) {
  await openPage(page, "/");
  await from(page).click();
  await from(page).pressSequentially("toronto");
  await page.getByRole("option", { name: /\(YYZ\)/ }).click();
  await to(page).pressSequentially("vancouver");
  await page.getByRole("option", { name: /\(YVR\)/ }).click();
  await pickDay(page, isoDaysFromNow(26));
  await pickDay(page, isoDaysFromNow(33));
}

test("a search link prices its trip before the app's scripts are requested, once", async ({
  page,
}) => {
  const calls = searchCalls(page);
  await page.goto(link);
  await expect(offers(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/sessionId=/);

  const started = await page.evaluate(() => {
    const at = (test: (path: string) => boolean) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime)
        .sort((a, b) => a - b)[0];
    return {
      session: at((path) => path === "/api/search-session"),
      firstScript: at((path) => path.endsWith(".js")),
    };
  });
  expect(started.session).toBeLessThan(started.firstScript!);
  // The results screen took the page's session over: no second POST, and
  // its first answer came with the session (asked with Prefer: wait).
  expect(calls).toEqual(["POST"]);
});

test("pressing Search on the home page starts the session on the press; /search takes it over", async ({
  page,
}) => {
  await fillHomeForm(page);
  const calls = searchCalls(page);
  // /search's own code is held back: the session starts without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/component---src-client-routes-show-search-tsx-\w+\.js$/,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => calls).toEqual(["POST", "GET"]);
  release();
  await expect(offers(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/sessionId=/);
  expect(calls).toEqual(["POST", "GET"]);
});

test("the form's first use loads the press's search code: no script comes between the press and the session's request", async ({
  page,
}) => {
  await fillHomeForm(page);
  await page.waitForLoadState("networkidle");
  const requested: string[] = [];
  page.on("request", (request) =>
    requested.push(new URL(request.url()).pathname),
  );
  await page.getByRole("button", { name: "Search" }).click();
  await expect(offers(page).first()).toBeVisible({ timeout: 15_000 });
  const session = requested.indexOf("/api/search-session");
  expect(session).toBeGreaterThanOrEqual(0);
  expect(
    requested.slice(0, session).filter((path) => path.endsWith(".js")),
  ).toEqual([]);
});
