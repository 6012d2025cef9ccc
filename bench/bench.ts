// `npm run bench`: airport matching per query, in Node and in Chromium with
// 4× CPU throttling (Lighthouse's phone setting). Goals: median ≤ 2 ms and
// worst ≤ 10 ms throttled.
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { allAirports } from "../server/airports/airport-list";
import { createAirportMatcher } from "../src/lib/airports/airport-matcher";
import { createPlainFuseMatcher } from "../src/lib/airports/plain-fuse-matcher";
import { BENCH_QUERIES } from "./airport-queries";
import { timeQueries, type Timings } from "./matcher-timings";

const airports = allAirports();
const show = (label: string, { median, worst }: Timings) =>
  console.log(
    `${label.padEnd(40)} median ${median.toFixed(2).padStart(7)} ms   worst ${worst.toFixed(2).padStart(7)} ms`,
  );

async function main(): Promise<void> {
  console.log(`${airports.length} airports, ${BENCH_QUERIES.length} queries\n`);
  show(
    "Node: airport matcher",
    timeQueries(createAirportMatcher(airports), BENCH_QUERIES),
  );
  show(
    "Node: plain fuse.js",
    timeQueries(createPlainFuseMatcher(airports), BENCH_QUERIES, 1),
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
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.setContent("<!doctype html><title>bench</title>");
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const result = (await page.evaluate(
      ([list, queries]) => window.runBench(list, queries),
      [airports, BENCH_QUERIES] as const,
    )) as { fast: Timings; plain: Timings };
    show("Chromium 4× throttled: airport matcher", result.fast);
    show("Chromium 4× throttled: plain fuse.js", result.plain);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
