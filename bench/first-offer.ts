// Part of `npm run bench`: how long a traveller waits for the first offer on
// a phone (Playwright's Pixel 7), on a first visit (a fresh browser context,
// empty cache). Opening a search link: from navigation start. Pressing
// Search on /, loaded and idle: from the press. Each at CPU slowdown 4×, at
// 4× scaled to this host's speed (bench/cpu-slowdown.ts) and at 1×,
// BENCH_OFFER_RUNS times (default 5), the link and the press in turn.
// Goals: median ≤ 1,000 ms slowed down, ≤ 400 ms at 1×.
import { chromium, devices, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { from, isoDaysFromNow, pickDay, to } from "../e2e/search-form-page";
import { measureBenchmarkIndex } from "./benchmark-index";
import {
  hostScaledSlowdown,
  PRESET_CPU_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
} from "./cpu-slowdown";
import { breakdownOf, type OfferRun } from "./first-offer-breakdown";
import {
  firstOfferPainted,
  observeFirstOffer,
  readSnapshot,
} from "./first-offer-page";
import { printOfferTable, type OfferCase } from "./first-offer-table";
import { SEARCH_DAYS_AHEAD, searchPath, warmOurServer } from "./search-link";

// FIRST_OFFER_TIMING in src/components/results/choice-card.tsx, which Node
// cannot import (its CSS module), and EARLY_OFFER_TIMING in
// src/early-offers/early-offers.ts; and the observer's console message.
const FIRST_OFFER = {
  app: "first-offer",
  early: "early-offer",
  painted: "bench: the app's first offer painted",
};
const PAINT_TIMEOUT = 60_000;

interface Slowdown {
  cpu: string;
  rate: number;
  goalMs: number;
}

/** A first visit at `rate`: throttled before the navigation, observed from its start. */
async function freshPage(browser: Browser, baseUrl: string, rate: number) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    locale: "en-CA",
    baseURL: baseUrl,
  });
  await context.addInitScript(observeFirstOffer, FIRST_OFFER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return { context, page };
}

async function openLink(page: Page): Promise<OfferRun> {
  const painted = firstOfferPainted(page, FIRST_OFFER.painted, PAINT_TIMEOUT);
  await page.goto(searchPath(), { waitUntil: "commit" });
  await painted;
  return breakdownOf((await readSnapshot(page)).snapshot);
}

/** Until the page has been idle once after a short pause. */
async function quiet(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(resolve, { timeout: 5_000 }),
      ),
  );
}

/** The form filled as search-form.spec.ts fills it: typed, picked, clicked. */
async function fillSearchForm(page: Page): Promise<void> {
  await from(page).click();
  await from(page).pressSequentially("toronto");
  await page.getByRole("option", { name: /\(YYZ\)/ }).click();
  await to(page).pressSequentially("vancouver");
  await page.getByRole("option", { name: /\(YVR\)/ }).click();
  await pickDay(page, isoDaysFromNow(SEARCH_DAYS_AHEAD.departure));
  await pickDay(page, isoDaysFromNow(SEARCH_DAYS_AHEAD.return));
}

async function pressSearch(page: Page): Promise<OfferRun> {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await quiet(page);
  await fillSearchForm(page);
  await quiet(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const painted = firstOfferPainted(page, FIRST_OFFER.painted, PAINT_TIMEOUT);
  await page.getByRole("button", { name: "Search" }).click();
  await painted;
  const read = await readSnapshot(page);
  // The site goes to /search client-side; a full navigation would start a
  // new clock, and the paint would not be on the press's.
  if (read.timeOrigin !== timeOrigin || read.lastClick === undefined) {
    throw new Error("a full navigation after the press: not measured");
  }
  return breakdownOf(read.snapshot, read.lastClick);
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0]! : String(error);

async function measure(
  browser: Browser,
  baseUrl: string,
  slowdown: Slowdown,
  runs: number,
): Promise<[OfferCase, OfferCase]> {
  const link: OfferCase = { ...slowdown, runs: [], failures: [] };
  const press: OfferCase = { ...slowdown, runs: [], failures: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const [offerCase, visit] of [
      [link, openLink],
      [press, pressSearch],
    ] as const) {
      const { context, page } = await freshPage(
        browser,
        baseUrl,
        slowdown.rate,
      );
      try {
        offerCase.runs.push(await visit(page));
      } catch (error) {
        offerCase.failures.push(reasonOf(error));
      } finally {
        await context.close();
      }
    }
  }
  return [link, press];
}

export async function benchFirstOffer(baseUrl: string): Promise<void> {
  const runs = Number(process.env.BENCH_OFFER_RUNS ?? 5);
  const index = await measureBenchmarkIndex();
  const scaled = hostScaledSlowdown(PRESET_CPU_SLOWDOWN, index);
  const slowdowns: Slowdown[] = [
    { cpu: "4×", rate: PRESET_CPU_SLOWDOWN, goalMs: 1_000 },
    { cpu: `${scaled}× (scaled)`, rate: scaled, goalMs: 1_000 },
    { cpu: "1×", rate: 1, goalMs: 400 },
  ];
  const search = searchPath();
  await warmOurServer(baseUrl, search, [`${baseUrl}/`, baseUrl + search]);
  console.log(
    `First offer on screen, Pixel 7 screen, a first visit each run, ${runs}` +
      ` run${runs === 1 ? "" : "s"} a row; each step's median, in ms from` +
      ` the start\n  ${search}\n  this host's benchmarkIndex ${index}` +
      ` (Lighthouse's, median of 3): 4× on a host of about` +
      ` ${REFERENCE_BENCHMARK_INDEX.toLocaleString("en")} is ${scaled}× here`,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const links: OfferCase[] = [];
  const presses: OfferCase[] = [];
  try {
    for (const slowdown of slowdowns) {
      const [link, press] = await measure(browser, baseUrl, slowdown, runs);
      links.push(link);
      presses.push(press);
    }
  } finally {
    await browser.close();
  }
  console.log("\nOpening the search link: from navigation start");
  printOfferTable(links);
  console.log(
    "\nPressing Search on /, loaded and idle, form filled: from the press" +
      " (the click's event time); the site goes to /search client-side",
  );
  printOfferTable(presses);
  console.log(
    "  server wait: responseStart − requestStart of the POST and of the GET" +
      " that brought the offers, as the page's resource timing saw them",
  );
}
