// Part of `npm run bench -- first-offer`: what runs in the page. An observer
// installed before the page's own scripts, and the snapshot read once the
// first offer has painted.
import type { Page } from "@playwright/test";
import type { PageSnapshot } from "./first-offer-breakdown";

/** Element Timing's entry, which TypeScript's DOM types lack. */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

declare global {
  interface Window {
    benchFirstOffer?: number;
    benchAppOffer?: number;
    benchLastClick?: number;
  }
}

/**
 * When the first offer painted (`elementtiming` `early`, written by /search's
 * inline script, or `app`, the results screen's, whichever came first), when
 * the app's own did, and when the last click happened. The click's
 * event.timeStamp, not performance.now() in the listener: when the browser
 * took the press, even if a busy main thread ran the listener later. Once
 * the app's offer has painted it writes `painted` to the console, which
 * Playwright hears without running anything in the page.
 */
export function observeFirstOffer({
  app,
  early,
  painted: paintedMessage,
}: {
  app: string;
  early: string;
  painted: string;
}) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) {
      if (entry.identifier !== app && entry.identifier !== early) continue;
      const painted = entry.renderTime || entry.loadTime;
      window.benchFirstOffer = Math.min(
        window.benchFirstOffer ?? painted,
        painted,
      );
      if (entry.identifier === app && window.benchAppOffer === undefined) {
        window.benchAppOffer = painted;
        console.debug(paintedMessage);
      }
    }
  }).observe({ type: "element", buffered: true });
  addEventListener(
    "click",
    (event) => {
      window.benchLastClick = event.timeStamp;
    },
    { capture: true },
  );
}

/**
 * Until the app's list has painted too: the observer's console message, to
 * be awaited from before the navigation or the press. Not page.waitForFunction:
 * its first call evaluates Playwright's injected script in the page's main
 * world (a parse of about 25 ms at 4×), and that landed inside the time
 * measured.
 */
export const firstOfferPainted = (
  page: Page,
  paintedMessage: string,
  timeout: number,
) =>
  page.waitForEvent("console", {
    predicate: (message) => message.text() === paintedMessage,
    timeout,
  });

/** The snapshot, with the document's time origin to tell a full navigation. */
export const readSnapshot = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType(
      "resource",
    ) as PerformanceResourceTiming[];
    const snapshot: PageSnapshot = {
      painted: window.benchFirstOffer ?? Number.NaN,
      appPainted: window.benchAppOffer ?? Number.NaN,
      domContentLoaded: navigation?.domContentLoadedEventStart ?? Number.NaN,
      resources: resources.map((entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        startTime: entry.startTime,
        requestStart: entry.requestStart,
        responseStart: entry.responseStart,
        responseEnd: entry.responseEnd,
      })),
    };
    return {
      snapshot,
      timeOrigin: performance.timeOrigin,
      lastClick: window.benchLastClick,
    };
  });
