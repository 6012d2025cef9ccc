// `npm run bench`: a demo search answered complete (bench/search-session.ts),
// then airport matching per query, in Node and in Chromium with
// 4× CPU throttling (Lighthouse's phone setting). Goals: median ≤ 2 ms and
// worst ≤ 10 ms throttled. The machine may be shared: "typically" (each
// query's median over rounds) tells a slow query from a busy machine.
// Then the results screen: building the rows, counting, filtering and
// sorting 300 offers per change; goal: median ≤ 16 ms throttled (a frame).
// And /search's first-load JavaScript beside the home page's, from public/.
// Then, in a browser against the production build (docs/performance.md):
// Lighthouse's mobile preset on our pages beside a bare Gatsby page of our
// stack (bench/page-speed.ts), and main-thread long tasks during the first
// interactions on / (bench/long-tasks.ts). The API under load with autocannon
// (bench/api-load.ts). Duffel's first offers while airlines still answer
// (bench/first-batch.ts). Orders: Pay to confirmed, and the recovery worker
// ending 100 unfinished orders after a restart (bench/order-timings.ts).
// The wait for the first offer, from a search link and from pressing Search
// (bench/first-offer.ts). A booking by keyboard alone: its key presses and
// time (bench/keyboard-booking.ts).
// `npm run bench -- lighthouse long-tasks` (or BENCH_PARTS=lighthouse,…) runs
// only the parts named: core, api, duffel, orders, lighthouse, long-tasks,
// first-offer, keyboard.
import os from "node:os";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { allAirports } from "../server/airports/airport-list";
import { createAirportMatcher } from "../src/lib/airports/airport-matcher";
import { createPlainFuseMatcher } from "../src/lib/airports/plain-fuse-matcher";
import { BENCH_QUERIES } from "./airport-queries";
import { benchOffers } from "./bench-offers";
import { benchApi } from "./api-load";
import { benchFirstBatch } from "./first-batch";
import { benchFirstLoad } from "./first-load";
import { benchFirstOffer } from "./first-offer";
import { benchKeyboardBooking } from "./keyboard-booking";
import { benchLongTasks } from "./long-tasks";
import { timeSortFilter } from "./offer-timings";
import { benchOrders } from "./order-timings";
import { prepareOurBuild, startOurServer } from "./our-site";
import { benchPageSpeed } from "./page-speed";
import { benchSearchSession } from "./search-session";
import {
  timeMatcher,
  timeQueries,
  type MatcherTimings,
  type Timings,
} from "./matcher-timings";

// The form shows at most 8 suggestions.
const LIMIT = 8;
const airports = allAirports();
// A full collection between building and timing (see timeQueries).
setFlagsFromString("--expose-gc");
const settle = runInNewContext("gc") as () => void;
const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;

const show = (label: string, timings: Timings) => {
  const { median, worst, worstTypical, slowest } = timings;
  console.log(
    `  ${label.padEnd(24)} median ${ms(median)}   worst ${ms(worst)}` +
      `   slowest query typically ${ms(worstTypical)}`,
  );
  const list = slowest.map(([query, time]) => `${query} ${time.toFixed(2)}`);
  console.log(`    slowest: ${list.join(", ")}`);
};

const showAll = (title: string, fast: MatcherTimings, plain: Timings): void => {
  console.log(`${title}\n  airport matcher built in ${ms(fast.build)}`);
  show("airport matcher", fast.full);
  show(`airport matcher, ${LIMIT} max`, fast.limited);
  show("plain fuse.js", plain);
};

const OFFER_CASES = [
  { label: "300 offers, round trip", offers: benchOffers(true) },
  { label: "300 offers, one way", offers: benchOffers(false) },
];

const showOffers = (
  title: string,
  timings: { label: string; median: number; worst: number }[],
) => {
  console.log(`\n${title}: sort + filter (rows, counts, filter, sort)`);
  for (const { label, median, worst } of timings) {
    console.log(
      `  ${label.padEnd(24)} median ${ms(median)}   worst ${ms(worst)}`,
    );
  }
};

async function benchCore(): Promise<void> {
  console.log("Demo search, POST then GET until complete (in-process)");
  await benchSearchSession();
  console.log("\nFirst-load JavaScript of the built pages");
  benchFirstLoad();
  console.log();
  console.log(`${airports.length} airports, ${BENCH_QUERIES.length} queries\n`);
  showAll(
    "Node",
    timeMatcher(createAirportMatcher, airports, BENCH_QUERIES, LIMIT, settle),
    timeQueries(createPlainFuseMatcher(airports), BENCH_QUERIES, 1, settle),
  );
  showOffers(
    "Node",
    OFFER_CASES.map(({ label, offers }) => ({
      label,
      ...timeSortFilter(offers, 20, settle),
    })),
  );

  const bundle = await build({
    entryPoints: ["bench/browser-entry.ts"],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // gc() between timed runs, so collections left by the build do not count.
    args: [...CHROMIUM_ARGS, "--js-flags=--expose-gc"],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.setContent("<!doctype html><title>bench</title>");
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const result = (await page.evaluate(
      ([list, queries, limit]) => window.runBench(list, queries, limit),
      [airports, BENCH_QUERIES, LIMIT] as const,
    )) as { fast: MatcherTimings; plain: Timings };
    console.log();
    showAll("Chromium 4× throttled", result.fast, result.plain);
    const offerTimings = [];
    for (const { label, offers } of OFFER_CASES) {
      const timing = await page.evaluate(
        (list) => window.runOfferBench(list),
        offers,
      );
      offerTimings.push({ label, ...timing });
    }
    showOffers(
      "Chromium 4× throttled, results screen (goal ≤ 16 ms)",
      offerTimings,
    );
  } finally {
    await browser.close();
  }
}

const PARTS = [
  "core",
  "api",
  "duffel",
  "orders",
  "lighthouse",
  "long-tasks",
  "first-offer",
  "keyboard",
] as const;
type Part = (typeof PARTS)[number];

function chosenParts(): Set<Part> {
  const named = [
    ...process.argv.slice(2),
    ...(process.env.BENCH_PARTS ?? "").split(","),
  ].filter(Boolean);
  const unknown = named.filter((name) => !PARTS.includes(name as Part));
  if (unknown.length) {
    throw new Error(
      `Unknown bench part ${unknown.join(", ")}: choose among ${PARTS.join(", ")}`,
    );
  }
  return new Set(named.length ? (named as Part[]) : PARTS);
}

async function main(): Promise<void> {
  const parts = chosenParts();
  const cpus = os.cpus();
  console.log(
    `npm run bench, ${new Date().toISOString()}: ${cpus[0]?.model ?? "?"},` +
      ` ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB,` +
      ` load average ${os.loadavg()[0]!.toFixed(1)}; parts: ${[...parts].join(", ")}`,
  );
  const inBrowser =
    parts.has("lighthouse") ||
    parts.has("long-tasks") ||
    parts.has("first-offer") ||
    parts.has("keyboard");
  // First, so the core part's first-load figures read the same build.
  const ourBuild = inBrowser ? await prepareOurBuild() : null;
  if (parts.has("core")) {
    console.log();
    await benchCore();
  }
  if (parts.has("api")) {
    console.log();
    await benchApi();
  }
  if (parts.has("duffel")) {
    console.log();
    await benchFirstBatch();
  }
  if (parts.has("orders")) {
    console.log();
    await benchOrders();
  }
  if (!ourBuild) return;

  const server = await startOurServer();
  try {
    if (parts.has("lighthouse")) {
      console.log();
      await benchPageSpeed(server.baseUrl, ourBuild);
    }
    if (parts.has("long-tasks")) {
      console.log();
      await benchLongTasks(server.baseUrl);
    }
    if (parts.has("first-offer")) {
      console.log();
      await benchFirstOffer(server.baseUrl);
    }
    if (parts.has("keyboard")) {
      console.log();
      await benchKeyboardBooking(server.baseUrl);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
