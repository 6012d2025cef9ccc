// Part of `npm run bench`: main-thread long tasks (over 50 ms) on the home
// page of a phone (Playwright's Pixel 7) at 4× CPU slowdown: during load,
// then during each interaction, done twice on a fresh visit: the first time
// loads the interaction's code, the second is the figure. Goal: none over
// 50 ms once the code has loaded.
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { signIn } from "../e2e/account-helpers";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { INTERACTIONS, type Interaction } from "./interactions";

interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    benchLongTasks?: LongTask[];
  }
}

/** Installed before the page's own scripts: every long task of the visit. */
function observeLongTasks() {
  const tasks: LongTask[] = [];
  window.benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
}

const taskCount = (page: Page) =>
  page.evaluate(() => window.benchLongTasks?.length ?? 0);

const tasksSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (window.benchLongTasks ?? []).filter((task) => task.start >= from),
    since,
  );

/** Waits until no long task has come for `quietMs` (at most `maxMs`). */
async function settle(page: Page, quietMs = 1_500, maxMs = 30_000) {
  const start = Date.now();
  let count = await taskCount(page);
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await page.waitForTimeout(250);
    const now = await taskCount(page);
    if (now !== count) {
      count = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
  }
}

function describe(tasks: LongTask[]): string {
  if (!tasks.length) return "none";
  const durations = tasks.map((task) => task.duration);
  const total = durations.reduce((sum, value) => sum + value, 0);
  return (
    `${tasks.length} task${tasks.length === 1 ? "" : "s"}, ` +
    `longest ${Math.round(Math.max(...durations))} ms, total ${Math.round(total)} ms`
  );
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A new visit to / at 4× CPU slowdown, loaded, hydrated and idle. */
async function visitHome(
  browser: Browser,
  baseUrl: string,
  storageState?: StorageState,
) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    locale: "en-CA",
    baseURL: baseUrl,
    storageState,
  });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  // Playwright's own page script is set up here, outside any measurement.
  await page.getByRole("banner").count();
  await settle(page);
  return { context, page };
}

/** Signs in once through the built-in development provider, unthrottled. */
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    locale: "en-CA",
    baseURL: baseUrl,
  });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await signIn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function measure(page: Page, interaction: Interaction) {
  const rounds: LongTask[][] = [];
  for (let round = 0; round < 2; round += 1) {
    const since = await page.evaluate(() => performance.now());
    await interaction.open(page);
    await settle(page);
    rounds.push(await tasksSince(page, since));
    await interaction.close(page);
    await settle(page);
  }
  return rounds;
}

export async function benchLongTasks(baseUrl: string): Promise<void> {
  console.log(
    "Long tasks on / (Pixel 7 screen, 4× CPU slowdown); each interaction on" +
      " a fresh visit, done twice. Goal: none over 50 ms the second time.",
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const load = await visitHome(browser, baseUrl);
    console.log(
      `  ${"load, no interaction".padEnd(24)} ${describe(await tasksSince(load.page, 0))}`,
    );
    await load.context.close();

    let signedIn: StorageState | undefined;
    console.log(`  ${"".padEnd(24)} ${"first time".padEnd(42)} second time`);
    for (const interaction of INTERACTIONS) {
      let line: string;
      try {
        if (interaction.signedIn)
          signedIn ??= await signedInState(browser, baseUrl);
        const visit = await visitHome(
          browser,
          baseUrl,
          interaction.signedIn ? signedIn : undefined,
        );
        try {
          const [first, second] = await measure(visit.page, interaction);
          line =
            `${describe(first!).padEnd(42)} ${describe(second!)}` +
            (second!.length ? "  ✗" : "  ✓");
        } finally {
          await visit.context.close();
        }
      } catch (error) {
        const reason =
          error instanceof Error ? error.message.split("\n")[0] : String(error);
        line = `not measured: ${reason}`;
      }
      console.log(`  ${interaction.name.padEnd(24)} ${line}`);
    }
  } finally {
    await browser.close();
  }
}
