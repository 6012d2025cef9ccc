// One Lighthouse run = one fresh Chromium (its own temporary profile) and
// Lighthouse's default config: the mobile preset with simulated throttling
// (a Moto G Power's screen, slow 4G, 4× CPU), performance category only.
import { launch } from "chrome-launcher";
import type { Result } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { blockingByTask, type CountedTask } from "./blocking-attribution";
import { cpuBlocking, type CpuBlocking, type TraceEvent } from "./cpu-blocking";

// Loaded with import(), not import: tsx would turn Lighthouse's ES modules
// into CommonJS through esbuild, whose `__name` helper then breaks the
// functions Lighthouse sends into the page as text ("__name is not defined").
const loadLighthouse = () => import("lighthouse");
const loadMedianRun = () => import("lighthouse/core/lib/median-run.js");

export interface PageMetrics {
  score: number | null;
  /** ms */
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  /** JavaScript the page loaded during the run, as transferred (brotli), KB. */
  scriptKb: number;
  benchmarkIndex: number;
  /** The same run's blocking time from task CPU time (bench/cpu-blocking.ts). */
  cpu: CpuBlocking | null;
  /** Its TBT by task (bench/blocking-attribution.ts). */
  blocking: CountedTask[] | null;
}

/** One run's report, its trace's CPU figures and its TBT by task. */
export interface LighthouseRun {
  lhr: Result;
  cpu: CpuBlocking | null;
  blocking: CountedTask[] | null;
}

/**
 * `slowdown`: Lighthouse's CPU multiplier (bench/cpu-slowdown.ts).
 * `hostThrottle`: DevTools CPU throttling of the page while Lighthouse
 * observes it, so that it runs as on a slower host; Lighthouse's
 * simulation then multiplies what it observed by `slowdown` as it would on
 * that host.
 */
export async function lighthouseRun(
  url: string,
  slowdown: number,
  hostThrottle = 1,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await loadLighthouse();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    logLevel: "silent",
  });
  let throttled: ThrottledTab | null = null;
  try {
    if (hostThrottle > 1) {
      throttled = await throttledTab(chrome.port, hostThrottle);
    }
    // Storage is reset before the run (Lighthouse's default).
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance"],
        // Merged into the preset's other throttling settings.
        throttling: { cpuSlowdownMultiplier: slowdown },
      },
      undefined,
      throttled?.page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    const events = (artifacts.Trace?.traceEvents ?? []) as TraceEvent[];
    const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
    return {
      lhr,
      // Throttled, a task's CPU time grows with the throttle as its wall
      // time does: it is multiplied by Lighthouse's slowdown alone.
      cpu: cpuBlocking(events, documentUrl, slowdown),
      blocking: await blockingByTask(result),
    };
  } finally {
    // The browser goes even if the connection to it fails to close.
    try {
      await throttled?.disconnect();
    } finally {
      chrome.kill();
    }
  }
}

interface ThrottledTab {
  page: Page;
  disconnect(): Promise<void>;
}

/**
 * A new tab whose CPU is throttled `rate` times for as long as this
 * connection lasts: Lighthouse navigates in it (its throttling settings
 * leave the CPU alone under simulation, and it measures its
 * benchmarkIndex there, so the report shows the slowed host's).
 */
async function throttledTab(port: number, rate: number): Promise<ThrottledTab> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  await page.emulateCPUThrottling(rate);
  return { page, disconnect: () => browser.disconnect() };
}

const numeric = (lhr: Result, audit: string) =>
  lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The "script" row of Lighthouse's resource summary (every script of the load). */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") return Number.NaN;
  const row = details.items.find((item) => item.resourceType === "script");
  return typeof row?.transferSize === "number" ? row.transferSize : Number.NaN;
}

export function metricsOf({ lhr, cpu, blocking }: LighthouseRun): PageMetrics {
  return {
    score: lhr.categories.performance?.score ?? null,
    tbt: numeric(lhr, "total-blocking-time"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    fcp: numeric(lhr, "first-contentful-paint"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    scriptKb: scriptBytes(lhr) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpu,
    blocking,
  };
}

/**
 * Lighthouse's own median run (the run nearest the median FCP and TTI, as
 * its CLI and PageSpeed Insights pick it), among the runs without an error.
 */
export async function medianRun(
  runs: LighthouseRun[],
): Promise<LighthouseRun | null> {
  const { computeMedianRun, filterToValidRuns } = await loadMedianRun();
  const valid = filterToValidRuns(runs.map((run) => run.lhr));
  if (!valid.length) return null;
  const median = computeMedianRun(valid);
  return runs.find((run) => run.lhr === median) ?? null;
}
