import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// gatsby/boot-after-first-paint.ts: a page requests and runs its scripts once
// its first paint is on screen.

declare global {
  interface Window {
    __scriptsAdded?: { path: string; at: number }[];
  }
}

for (const path of ["/", "/fr/faq"]) {
  test(`${path} paints before it requests its scripts, then hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const added: { path: string; at: number }[] = [];
      window.__scriptsAdded = added;
      // Parser-inserted tags are reported too, as a page built without the
      // loader would have them.
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src) {
              added.push({
                path: new URL(node.src).pathname,
                at: performance.now(),
              });
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, path);

    const { added, requested, firstPaint } = await page.evaluate(() => ({
      added: window.__scriptsAdded ?? [],
      requested: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          at: entry.startTime,
        })),
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]
        ?.startTime,
    }));
    // The app's scripts, then the chunks client entry awaits (Recoil's,
    // the shared one and the root element's: src/root-element-loader.tsx).
    const firstLoad = added.slice(0, 6).map((script) => script.path);
    expect(firstLoad).toEqual([
      expect.stringMatching(/^\/webpack-runtime-\w+\.js$/),
      expect.stringMatching(/^\/framework-\w+\.js$/),
      expect.stringMatching(/^\/app-\w+\.js$/),
      expect.stringMatching(/^\/\w+-\w+\.js$/),
      expect.stringMatching(/^\/commons-\w+\.js$/),
      expect.stringMatching(/^\/root-element-\w+\.js$/),
    ]);
    expect(firstPaint).toBeGreaterThan(0);
    // Nothing of the app is requested or run before the page has painted.
    for (const script of [...added, ...requested]) {
      expect(script.at, script.path).toBeGreaterThanOrEqual(firstPaint!);
    }
    expect(requested.map((script) => script.path)).toEqual(
      expect.arrayContaining(firstLoad),
    );
  });
}

test("the web manifest is linked once the page has loaded, not in the built head", async ({
  page,
  request,
}) => {
  const built = await (await request.get("/vertoflex")).text();
  expect(built).toContain('<link rel="icon"');
  expect(built).not.toContain('rel="manifest"');

  await openPage(page, "/vertoflex");
  await page.waitForLoadState("load");
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
});
