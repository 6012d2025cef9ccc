import fs from "node:fs";
import path from "node:path";

/** The file in DATA_DIR that names the one process serving it. */
export const LOCK_FILE = "server.lock";
/** A takeover older than this was left by a process that died in it. */
const TAKEOVER_TIMEOUT_MS = 10_000;
/** An unreadable lock younger than this may be one being written now. */
const WRITING_GRACE_MS = 2_000;

export interface LockOwner {
  pid: number;
  port: number;
  started_at: string;
}

export interface DataDirLock {
  /** Records the port actually listened on (PORT=0 picks one). */
  setPort(port: number): void;
  /** Gives the folder up; only ever removes this process's own lock. */
  release(): void;
}

/** Another live process serves the folder, or it cannot be one. */
export class DataDirRefused extends Error {}

/** The folder, made (or tightened) to its owner only; a plain sentence when it can't be. */
function prepareFolder(dataDir: string): void {
  try {
    // A file in the way throws EEXIST here.
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (fs.statSync(dataDir).mode & 0o077) fs.chmodSync(dataDir, 0o700);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "EEXIST" || code === "ENOTDIR"
        ? "it is a file, not a folder"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : `${code ?? (error as Error).message}`;
    throw new DataDirRefused(
      `The data folder ${dataDir} cannot be used: ${why}. Set DATA_DIR to a folder this user can write.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The lock file's owner; undefined when it is missing or not fully written yet. */
export function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the folder's lock, if any. */
export function liveOwner(dataDir: string): LockOwner | undefined {
  const holder = readOwner(path.join(dataDir, LOCK_FILE));
  return holder && isAlive(holder.pid) ? holder : undefined;
}

/** Creates `file` holding `owner`, atomically: false when it exists. */
function createExclusive(file: string, owner: LockOwner): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Makes this process the one owner of the embedded database's folder,
 * before the database opens: two servers on one folder each see only their
 * own writes and lose the other's. A lock left by a dead process is taken
 * over; one held by a live process refuses, naming it. The folder is
 * created readable by its owner only.
 */
export function lockDataDir(dataDir: string, port: number): DataDirLock {
  prepareFolder(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    port,
    started_at: new Date().toISOString(),
  };
  while (!createExclusive(file, owner)) {
    const holder = readOwner(file);
    if (holder && isAlive(holder.pid)) {
      throw new DataDirRefused(
        `The data folder ${dataDir} is in use by another Northfare server (pid ${holder.pid}, port ${holder.port}). ` +
          `Stop that server first, or give this one its own folder with DATA_DIR=… ; ` +
          `if no server is running, delete ${file}.`,
      );
    }
    if (!takeOver(file, holder)) pause(50);
  }
  const ours = () => readOwner(file)?.pid === process.pid;
  return {
    setPort(actual) {
      if (!ours()) return;
      owner.port = actual;
      // Through a temporary file: a reader never sees half of it.
      const temporary = `${file}.${process.pid}`;
      fs.writeFileSync(temporary, JSON.stringify(owner), { mode: 0o600 });
      fs.renameSync(temporary, file);
    },
    release() {
      if (ours()) fs.rmSync(file, { force: true });
    },
  };
}

/**
 * Removes a dead process's lock. Two processes starting at once could both
 * find it stale: a takeover file, itself created exclusively, lets only one
 * of them remove it, so the other cannot remove the new owner's lock.
 */
function takeOver(file: string, stale: LockOwner | undefined): boolean {
  const age = (name: string) => Date.now() - (statTime(name) ?? Date.now());
  if (!stale && age(file) < WRITING_GRACE_MS) return false;
  const takeover = `${file}.takeover`;
  const marker = {
    pid: process.pid,
    port: 0,
    started_at: new Date().toISOString(),
  };
  if (!createExclusive(takeover, marker)) {
    if (age(takeover) > TAKEOVER_TIMEOUT_MS)
      fs.rmSync(takeover, { force: true });
    return false;
  }
  try {
    // Still the lock we judged stale (not a new owner's since)?
    if (readOwner(file)?.pid === stale?.pid) fs.rmSync(file, { force: true });
    return true;
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/** Waits synchronously: the server has not started anything else yet. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function statTime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}
