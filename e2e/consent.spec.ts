import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { banner, choose, type Purpose } from "./consent-page";
import { openPage } from "./open-page";
import { servePagesWithPolicyFor } from "./third-party-policy";
import { startStandIn, type StandIn } from "./third-party-stand-in";

// Every id configured, every script served by the stand-in host. The ids
// are the build's /third-party.json (docs/decisions/0011-third-party-scripts.md),
// answered here as a build with the GATSBY_… variables set would write it, so
// no second build is needed; each page comes with the server's own CSP plus
// the origins the server adds for that file (third-party-policy.ts), and a
// violation fails the test (fixtures.ts).
// The stand-in is this file's own: its tests share it, one at a time.
test.describe.configure({ mode: "serial" });

let standIn: StandIn;
test.beforeAll(async () => {
  standIn = await startStandIn();
});
test.afterAll(async () => standIn.close());

const SCRIPTS: Record<Purpose, readonly string[]> = {
  measurement: ["ga", "comscore"],
  heatmap: ["hotjar"],
  advertising: ["meta", "tiktok"],
};

/** Configures the ids and records every request that leaves our origin. */
async function watch(page: Page) {
  const thirdParty: string[] = [];
  const config = {
    ids: { ga: "G-E2E", comscore: "1", hotjar: "2", meta: "3", tiktok: "T4" },
    scriptOrigin: standIn.origin,
  };
  await servePagesWithPolicyFor(page, config);
  await page.route("**/third-party.json", (route) =>
    route.fulfill({ json: config }),
  );
  const site = new URL(test.info().project.use.baseURL!).origin;
  page.on("request", (request) => {
    const { origin } = new URL(request.url());
    if (/^https?:/.test(origin) && origin !== site) {
      thirdParty.push(request.url());
    }
  });
  return thirdParty;
}

const loaded = (page: Page) =>
  page.evaluate(() => {
    const log = (window as unknown as { __standIn?: { loaded: string[] } })
      .__standIn;
    return [...(log?.loaded ?? [])].sort();
  });

test("refused: no request to any third-party host, on any page, and the choice holds", async ({
  page,
}) => {
  const thirdParty = await watch(page);
  await openPage(page, "/");
  await banner(page).getByRole("button", { name: "Refuse all" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole("status")).toHaveText(
    "Your privacy choices are saved.",
  );
  for (const path of ["/faq", "/fr/points", "/"]) {
    await openPage(page, path);
    await expect(banner(page)).toBeHidden();
  }
  await page.waitForTimeout(1_000);
  expect(thirdParty).toEqual([]);
  expect(await loaded(page)).toEqual([]);
});

for (const purpose of Object.keys(SCRIPTS) as Purpose[]) {
  test(`accepting ${purpose} loads exactly its scripts`, async ({ page }) => {
    const thirdParty = await watch(page);
    await openPage(page, "/");
    await expect(banner(page)).toBeVisible();
    expect(thirdParty).toEqual([]);
    await choose(page, [purpose]);
    await expect.poll(() => loaded(page)).toEqual([...SCRIPTS[purpose]].sort());
    await page.waitForTimeout(500);
    expect(await loaded(page)).toEqual([...SCRIPTS[purpose]].sort());
    expect(thirdParty.every((url) => url.startsWith(standIn.origin))).toBe(
      true,
    );
    expect(thirdParty).toHaveLength(SCRIPTS[purpose].length);
  });
}

test("events tracked before the measurement tag loaded reach it once", async ({
  page,
}) => {
  await watch(page);
  await openPage(page, "/");
  await page.getByRole("button", { name: "one way" }).click();
  await choose(page, ["measurement"]);
  await expect.poll(() => loaded(page)).toContain("ga");
  const events = () =>
    page.evaluate(() =>
      (
        window as unknown as { __standIn: { events: [string, string][] } }
      ).__standIn.events.filter(([, name]) => name === "trip_type_selected"),
    );
  await expect.poll(events).toEqual([["ga", "trip_type_selected"]]);
  await page.waitForTimeout(500);
  expect(await events()).toHaveLength(1);
});

test("every page view reaches the measurement tag with the SPEC's fields, client navigations included", async ({
  page,
}) => {
  await watch(page);
  await openPage(page, "/");
  await choose(page, ["measurement"]);
  await expect.poll(() => loaded(page)).toContain("ga");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Privacy policy" })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy\/?$/);
  const pageViews = () =>
    page.evaluate(() =>
      (
        window as unknown as {
          __standIn: { calls: { name: string; params: object }[] };
        }
      ).__standIn.calls
        .filter((call) => call.name === "page_view")
        .map((call) => call.params),
    );
  await expect.poll(async () => (await pageViews()).length).toBe(2);
  const [home, privacy] = await pageViews();
  const fields = {
    version: expect.any(String),
    // Empty: the heat-map (and its session) was not accepted.
    hotjar_session_id: "",
    app_measurement_id: "G-E2E",
  };
  expect(home).toMatchObject({ page_name: "home", page_path: "/", ...fields });
  expect(privacy).toMatchObject({
    page_name: "privacy-policy",
    page_path: expect.stringMatching(/^\/privacy-policy\/?$/),
    ...fields,
  });
});

for (const path of ["/", "/fr/"]) {
  test(`the banner on ${path} has no accessibility problem, folded or by purpose`, async ({
    page,
  }) => {
    await openPage(page, path);
    await expect(
      page.locator('section[role="region"][aria-describedby]'),
    ).toBeVisible();
    const problems = async () =>
      (
        await new AxeBuilder({ page })
          .include('section[role="region"][aria-describedby]')
          .analyze()
      ).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    expect(await problems()).toEqual([]);
    await page
      .locator('section[role="region"][aria-describedby]')
      .getByRole("button", { name: /Choose by purpose|Choisir par finalité/ })
      .click();
    await expect(page.getByRole("checkbox").first()).toBeVisible();
    expect(await problems()).toEqual([]);
  });
}

test("the choice is remembered across reloads and changed from the footer, in French too", async ({
  page,
}) => {
  const thirdParty = await watch(page);
  await openPage(page, "/");
  await choose(page, ["heatmap"]);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect.poll(() => loaded(page)).toEqual(["hotjar"]);
  await expect(banner(page)).toBeHidden();

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Privacy choices" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(
    banner(page).getByRole("checkbox", { name: /Heat-map/ }),
  ).toBeChecked();
  await choose(page, ["heatmap", "advertising"]);
  await expect.poll(() => loaded(page)).toEqual(["hotjar", "meta", "tiktok"]);

  // Withdrawing a purpose whose script ran loads the page again without it.
  await openPage(page, "/fr");
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: "Choix de confidentialité" })
    .click();
  const bar = page.getByRole("region", {
    name: "Vos choix de confidentialité",
  });
  await expect(bar).toBeVisible();
  // The consented scripts load once /fr is idle: counted before, not after.
  await expect.poll(() => loaded(page)).toEqual(["hotjar", "meta", "tiktok"]);
  thirdParty.length = 0;
  await bar.getByRole("button", { name: "Tout refuser" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("load");
  await page.waitForTimeout(1_000);
  expect(await loaded(page)).toEqual([]);
  expect(thirdParty).toEqual([]);
  await expect(bar).toBeHidden();
});
