import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { appendFile, chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** How `pg_ctl stop` ends the server: fast closes sessions; immediate is a crash. */
export type StopMode = "fast" | "immediate";

export interface PostgresServer {
  /** postgres://… for the throwaway cluster's `postgres` database. */
  url: string;
  stop(mode: StopMode): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (as a crash, if still running) and deletes its folder. */
  remove(): Promise<void>;
}

const PG_ROOT = "/usr/lib/postgresql";

/** Debian's newest Postgres binaries; throws, naming what is missing, when absent. */
function postgresBin(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, "bin");
    if (
      existsSync(path.join(bin, "initdb")) &&
      existsSync(path.join(bin, "pg_ctl"))
    ) {
      return bin;
    }
  }
  throw new Error(
    `No Postgres server binaries (initdb, pg_ctl) under ${PG_ROOT}: install Debian's postgresql package`,
  );
}

/**
 * A Postgres server of its own, in a temporary folder on `port`, that a test
 * may stop and start as it likes (the shared cluster serves other tests).
 * initdb refuses root, so as root it runs as the `postgres` user.
 */
export async function startPostgresServer(
  port: number,
): Promise<PostgresServer> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const pgCommand = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", [
          "-u",
          "postgres",
          "--",
          path.join(bin, command),
          ...args,
        ])
      : run(path.join(bin, command), args);

  const folder = await mkdtemp(path.join(tmpdir(), "northfare-pg-"));
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    await chown(folder, id("-u"), id("-g"));
  }
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "server.log");
  const ctl = (...args: string[]) =>
    pgCommand("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "60",
      ...args,
    ]);

  const start = async () => {
    await ctl("start").catch(async (error: Error) => {
      const log = await readFile(logFile, "utf8").catch(() => "");
      throw new Error(`${error.message}\nserver log:\n${log.slice(-2_000)}`);
    });
  };
  const stop = async (mode: StopMode) => {
    await ctl("-m", mode, "stop");
  };
  try {
    await pgCommand("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    // Its own port and socket folder. No fsync: a stop, even -m immediate,
    // leaves what was written in the system's cache; synchronous_commit stays
    // on, as a commit answered must survive the server's crash.
    await appendFile(
      path.join(dataDir, "postgresql.conf"),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        "fsync = off",
        "",
      ].join("\n"),
    );
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      await stop("immediate").catch(() => {
        // Already stopped.
      });
      await rm(folder, { recursive: true, force: true });
    },
  };
}
