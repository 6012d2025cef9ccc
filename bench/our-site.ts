// Our site for the browser parts of the bench: the production build in
// public/ (built when missing or stale, or from clean when BENCH_BUILD=1, to
// time it), served by server/server.ts as `npm start` serves it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { assertSucceeded, runQuiet } from "./quiet-run";
import type { RunningSite } from "./static-server";

const repoRoot = path.resolve(__dirname, "..");
export const OUR_PUBLIC = path.join(repoRoot, "public");
const builtPage = path.join(OUR_PUBLIC, "index.html");

/** What the bench knows of our Gatsby build time. */
export type OurBuild =
  { timed: true; ms: number; why: string } | { timed: false; why: string };

const builtAt = () => (existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0);

/**
 * BENCH_BUILD=1: a clean build, timed. Otherwise scripts/ensure-build.mjs
 * (as `npm start`): it builds from clean only when public/ is missing or
 * older than the sources, and then that build's time is reported too.
 */
export async function prepareOurBuild(): Promise<OurBuild> {
  if (process.env.BENCH_BUILD === "1") {
    const clean = await runQuiet("npm", ["run", "clean"], { cwd: repoRoot });
    assertSucceeded("npm run clean", clean);
    const build = await runQuiet("npm", ["run", "build"], { cwd: repoRoot });
    assertSucceeded("npm run build", build);
    return { timed: true, ms: build.ms, why: "BENCH_BUILD=1" };
  }
  const before = builtAt();
  const start = performance.now();
  // A variable specifier: the .mjs has no type declarations.
  const script = pathToFileURL(path.join(repoRoot, "scripts/ensure-build.mjs"));
  const { ensureBuild } = (await import(script.href)) as {
    ensureBuild: () => Promise<void>;
  };
  await ensureBuild();
  if (builtAt() !== before) {
    return {
      timed: true,
      ms: performance.now() - start,
      why: "public/ was stale, built from clean",
    };
  }
  return {
    timed: false,
    why: "public/ is up to date; BENCH_BUILD=1 times a clean build",
  };
}

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** server/server.ts on a spare loopback port with a throwaway database. */
export async function startOurServer(): Promise<RunningSite> {
  const port = await sparePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "northfare-bench-"));
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "server/server.ts"],
    {
      cwd: repoRoot,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
      },
    },
  );
  const exited = new Promise<void>((resolve) =>
    server.once("exit", () => resolve()),
  );
  const kill = () => server.kill("SIGTERM");
  process.on("exit", kill);
  const stop = async () => {
    process.off("exit", kill);
    if (server.exitCode === null && server.signalCode === null) kill();
    await exited;
    // Removed once the server has closed the database.
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Generous: on a busy machine tsx alone can take a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exitCode = server.exitCode;
  await stop();
  throw new Error(
    `server/server.ts did not answer on ${baseUrl}` +
      (exitCode === null
        ? " within 3 minutes"
        : ` (it exited with ${exitCode})`),
  );
}
