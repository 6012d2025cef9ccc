// Part of `npm run bench`: Lighthouse's mobile preset on our pages beside the
// floor (a bare Gatsby page of our stack, built in the same run), median of
// BENCH_LH_RUNS runs (default 5). The rounds interleave the pages, so a busy
// spell of the machine spreads over all of them instead of one. Then the
// same again at the CPU slowdown scaled to this host's speed
// (bench/cpu-slowdown.ts), unless BENCH_LH_SCALED=0; then with this host
// slowed to a benchmarkIndex of about 1,400, unless BENCH_LH_HOST=0.
import { securityHeaders } from "../server/platform/csp/security-headers";
import { firstLoadGzipKb } from "./first-load-gzip";
import { buildFloor, FLOOR_PUBLIC, removeFloorBuild } from "./floor-site";
import {
  lighthouseRun,
  medianRun,
  metricsOf,
  type LighthouseRun,
  type PageMetrics,
} from "./lighthouse-runs";
import { RETRIES, runRounds } from "./lighthouse-rounds";
import { OUR_PUBLIC, type OurBuild } from "./our-site";
import { printBlockingAttribution } from "./blocking-attribution-table";
import { printCpuBlocking } from "./cpu-blocking-table";
import { measureBenchmarkIndex } from "./benchmark-index";
import {
  cpuSlowdown,
  cpuSlowdownLabel,
  hostScaledSlowdown,
  REFERENCE_BENCHMARK_INDEX,
  correctedThrottle,
  referenceHostThrottle,
  wantsScaledRuns,
  wantsSlowedHostRuns,
} from "./cpu-slowdown";
import { median } from "./median";
import { printPageTable, printSpread, type PageRow } from "./page-speed-table";
import { searchPath, warmOurServer } from "./search-link";
import { serveStatic } from "./static-server";

interface Target {
  label: string;
  url: string;
  firstLoadKb: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function rowOf(target: Target, runs: LighthouseRun[]): Promise<PageRow> {
  const best = await medianRun(runs);
  return {
    label: target.label,
    firstLoadKb: target.firstLoadKb,
    median: best ? metricsOf(best) : null,
    runs: runs.filter((run) => !run.lhr.runtimeError).map(metricsOf),
  };
}

interface Targets {
  floor: Target;
  pages: Target[];
  control: Target;
}

/**
 * Every target's runs at `slowdown`, interleaved, then the tables; answers
 * the runs' median benchmarkIndex. `label` names a multiplier not the
 * preset's in the tables' title.
 */
async function runAndPrint(
  { floor, pages, control }: Targets,
  rounds: number,
  slowdown: number,
  label = cpuSlowdownLabel(slowdown),
  hostThrottle = 1,
): Promise<number> {
  const runs = await runRounds(
    [floor, ...pages, control],
    rounds,
    (url) => lighthouseRun(url, slowdown, hostThrottle),
    (line) => console.log(line),
  );
  const rowFor = (target: Target) => rowOf(target, runs.get(target) ?? []);
  const rows = await Promise.all([floor, ...pages].map(rowFor));
  const controlRow = await rowFor(control);
  const all: PageMetrics[] = [...rows, controlRow].flatMap((row) => row.runs);
  const index = median(all.map((m) => m.benchmarkIndex));
  const first = [...runs.values()].flat()[0]?.lhr;
  console.log(
    `\nLighthouse ${first?.lighthouseVersion ?? "?"} mobile preset${label}, each figure's median over ${rounds} runs` +
      ` (a run without figures is run again, up to ${RETRIES} times), ${new Date().toISOString().slice(0, 10)},` +
      ` benchmarkIndex ${Math.round(index)} (median of ${all.length} runs)`,
  );
  printPageTable(rows[0]!, rows.slice(1), controlRow);
  if (rounds > 1) printSpread([...rows, controlRow]);
  printCpuBlocking(rows[0]!, rows.slice(1), slowdown);
  printBlockingAttribution(rows, slowdown);
  return index;
}

/** The runs' median benchmarkIndex; measured anew when none of them had figures. */
const hostIndex = async (runsIndex: number) =>
  Number.isFinite(runsIndex)
    ? Math.round(runsIndex)
    : await measureBenchmarkIndex();

/**
 * The same runs at `slowdown` scaled to this host's speed: what it means
 * on a host of benchmarkIndex about 1,400. The index is Lighthouse's own,
 * from the runs just done.
 */
async function runScaled(
  targets: Targets,
  rounds: number,
  slowdown: number,
  runsIndex: number,
): Promise<void> {
  const index = await hostIndex(runsIndex);
  const scaled = hostScaledSlowdown(slowdown, index);
  const reference = REFERENCE_BENCHMARK_INDEX.toLocaleString("en");
  if (scaled === slowdown) {
    console.log(
      `\nThis host's benchmarkIndex ${index} is about ${reference}'s:` +
        ` ×${slowdown} scaled to it is the same, the tables above`,
    );
    return;
  }
  console.log(
    `\nAgain at CPU ×${scaled}: ×${slowdown} on a host of benchmarkIndex` +
      ` about ${reference}, scaled to this one's ${index} (BENCH_LH_SCALED=0 leaves it out)`,
  );
  await runAndPrint(
    targets,
    rounds,
    scaled,
    ` with CPU ×${scaled} (×${slowdown} scaled to this host, benchmarkIndex ${index})`,
  );
}

/**
 * The same runs with this host slowed to a benchmarkIndex of about 1,400
 * (the page's CPU throttled while Lighthouse observes it), at `slowdown`
 * as it stands: the check the goal names, a host of about 1,400 with the
 * preset. It differs from the scaled multiplier where work is cut by time:
 * React yields after 5 ms of its work and the page boots after a frame, on
 * any host, while Lantern multiplies each observed slice as if it were a
 * fixed amount of work. The throttle is corrected once by the index it
 * gave; the tables' benchmarkIndex is what Lighthouse measured in the runs.
 */
async function runOnSlowedHost(
  targets: Targets,
  rounds: number,
  slowdown: number,
  runsIndex: number,
): Promise<void> {
  const index = await hostIndex(runsIndex);
  const reference = REFERENCE_BENCHMARK_INDEX.toLocaleString("en");
  const first = referenceHostThrottle(index);
  if (first === 1) {
    console.log(
      `\nThis host's benchmarkIndex ${index} is not above ${reference}:` +
        " the tables at the preset's slowdown are its slowed-host runs",
    );
    return;
  }
  const throttledIndex = await measureBenchmarkIndex(3, first);
  const throttle = correctedThrottle(first, throttledIndex);
  console.log(
    `\nAgain with this host slowed to a benchmarkIndex of about ${reference}:` +
      ` its ${index} throttled ×${first} read ${throttledIndex}, so ×${throttle},` +
      ` and Lighthouse's own ×${slowdown} on top (BENCH_LH_HOST=0 leaves it out)`,
  );
  await runAndPrint(
    targets,
    rounds,
    slowdown,
    ` on this host slowed ×${throttle} (its CPU throttled while observed), CPU ×${slowdown}`,
    throttle,
  );
}

export async function benchPageSpeed(
  ourBaseUrl: string,
  ourBuild: OurBuild,
): Promise<void> {
  const rounds = Number(process.env.BENCH_LH_RUNS ?? 5);
  // Read once, before the floor is built: a wrong value stops the part at once.
  const slowdown = cpuSlowdown();
  console.log("Building the floor (bench/floor, gatsby build from clean)…");
  const floorBuild = await buildFloor();
  // The floor gets our pages' security headers (all but the CSP, whose
  // hashes are a page's own): with Cross-Origin-Opener-Policy, Chromium
  // loads a page in a new renderer process instead of the one the tab
  // already has, and Lighthouse counts that cold start in its Total Blocking
  // Time (docs/performance.md, "2026-11-26, 20:10–21:45 UTC"). The floor
  // is the least a page of ours costs, served the way ours are.
  const floorServer = await serveStatic(FLOOR_PUBLIC, await securityHeaders());
  try {
    console.log(
      `  Gatsby build time: floor ${seconds(floorBuild.buildMs)}; ours ` +
        (ourBuild.timed
          ? `${seconds(ourBuild.ms)} (${ourBuild.why})`
          : `not timed (${ourBuild.why})`),
    );
    console.log(
      `  floor first-load JS ${floorBuild.firstLoadKb.toFixed(1)} KB gzip -9` +
        " (measured before at about 114.6 KB); served with our pages'" +
        " security headers but the CSP",
    );
    const search = searchPath();
    const ours = (label: string, page: string, url = label): Target => ({
      label,
      url: ourBaseUrl + url,
      firstLoadKb: firstLoadGzipKb(OUR_PUBLIC, page),
    });
    const floor: Target = {
      label: "floor (bare Gatsby)",
      url: `${floorServer.baseUrl}/`,
      firstLoadKb: floorBuild.firstLoadKb,
    };
    const pages = [
      ours("/", ""),
      ours("/faq", "faq"),
      ours("/points", "points"),
      ours("/vertoflex", "vertoflex"),
      ours("/search?… YYZ–YVR", "search", search),
    ];
    // The floor against itself: how far this run's noise alone moves a page.
    const control: Target = { ...floor, label: "control: the floor" };
    // Warm the servers (first requests; the first search loads the airport
    // data) so the first run is not the only one to pay for it.
    await warmOurServer(
      ourBaseUrl,
      search,
      [floor, ...pages].map((target) => target.url),
    );
    console.log(`  ${search}`);
    console.log(
      `Lighthouse, mobile preset (simulated throttling), ${rounds} ` +
        `run${rounds === 1 ? "" : "s"} a page, a fresh Chromium each`,
    );
    const targets = { floor, pages, control };
    const index = await runAndPrint(targets, rounds, slowdown);
    if (wantsScaledRuns()) await runScaled(targets, rounds, slowdown, index);
    if (wantsSlowedHostRuns()) {
      await runOnSlowedHost(targets, rounds, slowdown, index);
    }
  } finally {
    await floorServer.stop();
    removeFloorBuild();
  }
}
