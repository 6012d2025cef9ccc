import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCK_FILE, readOwner } from "./platform/db/data-dir-lock";

// `npm start` as an operator runs it (scripts/start.mjs, the site already
// built or not), twice on one data folder, and killed with SIGKILL.

const repoRoot = path.resolve(__dirname, "..");
const START = ["--import", "tsx", "scripts/start.mjs"];

let dataDir: string;
const env = () => ({
  PATH: process.env.PATH,
  PORT: "0",
  LOG_LEVEL: "silent",
  SKIP_BUILD: "1",
  DATA_DIR: dataDir,
});
const lockFile = () => path.join(dataDir, LOCK_FILE);
/**
 * The lock's owner, read as the server reads it: undefined while there is no
 * lock or while a start or takeover is still writing it.
 */
const owner = () => readOwner(lockFile());

/** Starts `npm start`; resolves once it listens, with its port. */
async function start(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, START, { cwd: repoRoot, env: env() });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = owner();
    if (found && found.pid === child.pid && found.port > 0) {
      return { child, port: found.port };
    }
    if (child.exitCode !== null) throw new Error("npm start exited");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("npm start did not listen within 60 s");
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", resolve));

/** Whether anything accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "northfare-owner-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

// Each test starts the server two or three times: seconds each here.
const STARTS_TIMEOUT_MS = 180_000;

describe("one server per data folder", () => {
  it(
    "refuses a second npm start on the folder, naming the first's pid and port",
    async () => {
      const first = await start();
      try {
        const second = spawnSync(process.execPath, START, {
          cwd: repoRoot,
          env: env(),
          encoding: "utf8",
          timeout: 60_000,
        });
        expect(second.status).toBe(1);
        expect(second.stderr).toContain(
          `The data folder ${dataDir} is in use by another Northfare server (pid ${first.child.pid}, port ${first.port}).`,
        );
        expect(await listening(first.port)).toBe(true);
      } finally {
        first.child.kill("SIGTERM");
        await exited(first.child);
      }
      expect(first.child.exitCode).toBe(0);
      expect(existsSync(lockFile())).toBe(false);
    },
    STARTS_TIMEOUT_MS,
  );

  it(
    "leaves no server behind a SIGKILL of npm start, and the next start takes the folder over",
    async () => {
      const killed = await start();
      killed.child.kill("SIGKILL");
      await exited(killed.child);
      expect(await listening(killed.port)).toBe(false);
      expect(owner()?.pid).toBe(killed.child.pid);

      const next = await start();
      try {
        expect(owner()?.pid).toBe(next.child.pid);
      } finally {
        next.child.kill("SIGTERM");
        await exited(next.child);
      }
    },
    STARTS_TIMEOUT_MS,
  );
});
