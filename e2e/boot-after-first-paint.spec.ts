import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// gatsby/boot-after-first-paint.ts: a page's scripts download from the start
// (preloaded) and run once its first paint is on screen.

declare global {
  interface Window {
    __scriptsAdded?: { path: string; at: number }[];
  }
}

for (const path of ["/", "/fr/faq"]) {
  test(`${path} paints before its scripts are added, then hydrates`, async ({
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

    const { added, preloaded, firstPaint } = await page.evaluate(() => ({
      added: window.__scriptsAdded ?? [],
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel="preload"][as="script"]',
        ),
      ].map((link) => new URL(link.href).pathname),
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]
        ?.startTime,
    }));
    expect(preloaded).toEqual([
      expect.stringMatching(/^\/webpack-runtime-\w+\.js$/),
      expect.stringMatching(/^\/framework-\w+\.js$/),
      ...preloaded.slice(2, -1),
      expect.stringMatching(/^\/app-\w+\.js$/),
    ]);
    // The preloaded scripts are the first added, in their order.
    expect(added.slice(0, preloaded.length).map((s) => s.path)).toEqual(
      preloaded,
    );
    expect(firstPaint).toBeGreaterThan(0);
    for (const script of added) {
      expect(script.at, script.path).toBeGreaterThanOrEqual(firstPaint!);
    }
  });
}
