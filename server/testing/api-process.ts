import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const repoRoot = path.resolve(__dirname, "../..");

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What it wrote, for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/** `server/server.ts` in its own process, as an operator runs it, once it answers. */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/server.ts"],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The API process on port ${port} did not start:\n${output}`);
}

/** SIGKILL, and its exit seen: its folder's lock now reads as a dead process's. */
export async function killApiProcess(api: ApiProcess): Promise<void> {
  const exited = new Promise((resolve) => api.child.once("exit", resolve));
  if (api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill("SIGKILL");
    await exited;
  }
}
