// `npm run test:e2e`: the production build, served by our server on a spare
// port, driven by Playwright in Debian's Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";

const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}. Install Debian's Chromium with\n` +
      "  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}

await ensureBuild();

const port = process.env.E2E_PORT ?? "8765";
const baseUrl = `http://127.0.0.1:${port}`;
// A throwaway embedded database, so runs never meet each other's data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "northfare-e2e-"));
// One process (not npx), so stopping it stops the server.
const server = spawn(
  process.execPath,
  ["--import", "tsx", "server/server.ts"],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
    },
  },
);

const stopServer = () => server.kill("SIGTERM");
// The local mail outbox (no SMTP_URL) sits beside the database's folder.
const removeData = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.outbox`, { recursive: true, force: true });
};
process.on("exit", stopServer);

async function waitForServer(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${baseUrl} within 60 s`);
}

await waitForServer();
const tests = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_BASE_URL: baseUrl, CHROME_PATH: chrome },
});
tests.on("exit", (code) => {
  // The database is removed once the server has closed it.
  server.once("exit", () => {
    removeData();
    process.exit(code ?? 1);
  });
  stopServer();
});
