// `npm run test:develop`: starts `npm run develop` on spare ports and checks,
// through the dev server only, that the home page hydrates in Chromium, that
// /api reaches the API and that sign-in addresses lead back to the dev
// server; then SIGTERM must stop it cleanly.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { portIsFree, sparePort } from "./ports";

const repoRoot = path.resolve(__dirname, "..");
// A cold start takes 1.5 min on an idle machine, 4.5 min under load.
const STARTUP_MS = 10 * 60_000;
const results: { name: string; error?: string }[] = [];

async function check(name: string, run: () => Promise<void>) {
  try {
    await run();
    results.push({ name });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, error: message });
    console.log(`  ✕ ${name}: ${message}`);
  }
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${actual}`);
  }
}

/** Polls until `url` answers 200 (Gatsby holds requests until its first compile). */
async function waitFor(
  url: string,
  deadline: number,
  stillUp: () => boolean,
): Promise<Response> {
  for (;;) {
    if (!stillUp()) throw new Error("npm run develop stopped");
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(60_000),
      });
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} never answered 200`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Opens the page in Chromium and waits for `<html data-hydrated>`; Gatsby's
 * development runtime differs from the built one (it wraps the root before
 * client entry, for one), so only a browser shows that the page works.
 */
async function hydratesWithoutErrors(url: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url, { timeout: 5 * 60_000 });
    const hydrated = await page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached", timeout: 5 * 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (errors.length > 0) throw new Error(errors.join("; "));
    if (!hydrated) throw new Error("the page never hydrated");
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const [site, api] = [await sparePort(), await sparePort()];
  const origin = `http://localhost:${site}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "northfare-dev-"));
  fs.mkdirSync(path.join(repoRoot, "test-results"), { recursive: true });
  const logFile = path.join("test-results", "develop.log");
  const log = fs.openSync(path.join(repoRoot, logFile), "w");
  const startedAt = Date.now();
  const develop = spawn("npm", ["run", "--silent", "develop"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(site),
      API_PORT: String(api),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<number | null>((resolve) =>
    develop.on("exit", (code) => resolve(code)),
  );
  const stillUp = () =>
    develop.exitCode === null && develop.signalCode === null;

  console.log(`npm run develop on ${origin}, API on port ${api} (${logFile})`);
  await check("GET /api/health answers through the dev server", async () => {
    const response = await waitFor(
      `${origin}/api/health`,
      startedAt + STARTUP_MS,
      stillUp,
    );
    expectEqual(
      response.headers.get("content-type")?.split(";")[0],
      "application/json",
      "type",
    );
  });
  await check("the home page is served by Gatsby's dev server", async () => {
    const html = await (
      await waitFor(`${origin}/`, startedAt + STARTUP_MS, stillUp)
    ).text();
    if (!html.includes('id="___gatsby"')) throw new Error("no Gatsby root");
  });
  console.log(
    `  (ready after ${Math.round((Date.now() - startedAt) / 1000)} s)`,
  );
  await check("the home page hydrates in Chromium, with no page error", () =>
    hydratesWithoutErrors(`${origin}/`),
  );
  await check(
    "the development provider lives at the dev server's address",
    async () => {
      const discovery = await (
        await fetch(`${origin}/api/dev-idp/.well-known/openid-configuration`)
      ).json();
      expectEqual(discovery.issuer, `${origin}/api/dev-idp`, "issuer");
    },
  );
  await check("sign-in starts and returns through the dev server", async () => {
    const back = encodeURIComponent(`${origin}/points`);
    const answer = await fetch(
      `${origin}/api/user-session/sso-login?redirect_url=${back}`,
    );
    expectEqual(answer.status, 200, "sso-login status");
    const provider = new URL((await answer.json()).data.redirect_url);
    expectEqual(provider.origin, origin, "provider origin");
    expectEqual(
      provider.searchParams.get("redirect_uri"),
      `${origin}/api/user-session/callback`,
      "callback",
    );
    // The proxy hands the provider's redirect to the browser, unfollowed.
    const step = await fetch(provider, { redirect: "manual" });
    expectEqual(step.status, 303, "provider status");
    const next = step.headers.get("location") ?? "";
    if (!next.startsWith("/api/dev-idp/interaction/")) {
      throw new Error(`provider sent the browser to ${next}`);
    }
  });

  await check("SIGTERM stops Gatsby and the API, exit code 0", async () => {
    if (!stillUp()) throw new Error("npm run develop had already stopped");
    develop.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve("timeout"), 30_000)),
    ]);
    expectEqual(code, 0, "exit code");
    for (const port of [site, api]) {
      if (!(await portIsFree(port)))
        throw new Error(`port ${port} still in use`);
    }
  });
  if (stillUp()) develop.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });

  const failed = results.filter(({ error }) => error).length;
  // The shape of jest's report, so scripts/test-summary.mjs counts it.
  fs.writeFileSync(
    path.join(repoRoot, "test-results", "develop.json"),
    JSON.stringify({
      numPassedTests: results.length - failed,
      numFailedTests: failed,
      results,
    }),
  );
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then((code) => process.exit(code));
