import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Started {
  process: ChildProcess;
  /** Everything it has written, stdout and stderr. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs a TypeScript file with tsx, as `npm start` runs the server. */
export function startScript(
  file: string,
  env: Record<string, string>,
): Started {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Waits until `ready` says so, failing with the process's output. */
export async function waitFor(
  started: Started,
  ready: () => Promise<boolean> | boolean,
  what: string,
  // A first start makes its embedded database: slow on a busy machine.
  deadline = Date.now() + 150_000,
): Promise<void> {
  while (Date.now() < deadline) {
    if (started.process.exitCode !== null) break;
    if (await Promise.resolve(ready()).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start:\n${started.output().slice(-2000)}`);
}

/**
 * The API with its own embedded database, signing in at `issuer`; the
 * database folder and its mail outbox go when it stops.
 */
export function startApi(port: number, env: Record<string, string>): Started {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "northfare-oidc-"));
  const started = startScript("server/server.ts", {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ...env,
  });
  return {
    ...started,
    stop: async () => {
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
      // The local mail outbox sits beside the data folder.
      rmSync(`${dataDir}.outbox`, { recursive: true, force: true });
    },
  };
}
