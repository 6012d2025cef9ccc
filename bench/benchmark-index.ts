// This host's speed as Lighthouse rates it (its benchmarkIndex), measured in
// Debian's Chromium with Lighthouse's own page function, before any run
// that needs it: a CPU slowdown scaled by it (bench/cpu-slowdown.ts).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { median } from "./median";

// import(), as in bench/lighthouse-runs.ts: through tsx's CommonJS the
// function's text would call esbuild's `__name`, unknown in the page.
const loadPageFunctions = () => import("lighthouse/core/lib/page-functions.js");

/**
 * The median of `times` measurements (Lighthouse takes one per run; each
 * takes about 1 s), with the page's CPU throttled `throttle` times, as
 * DevTools throttles it.
 */
export async function measureBenchmarkIndex(
  times = 3,
  throttle = 1,
): Promise<number> {
  const { pageFunctions } = await loadPageFunctions();
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (throttle > 1) {
      const session = await page.context().newCDPSession(page);
      await session.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    }
    const indexes: number[] = [];
    for (let time = 0; time < times; time += 1) {
      indexes.push((await page.evaluate(source)) as number);
    }
    return Math.round(median(indexes));
  } finally {
    await browser.close();
  }
}
