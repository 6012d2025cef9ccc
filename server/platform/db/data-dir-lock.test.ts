import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const lockOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8"));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "0"]);
  return child.pid ?? 1;
}

describe("the data folder's lock", () => {
  it("creates the folder for its owner only and names this process in it", () => {
    const dir = path.join(root, "data");
    const lock = lockDataDir(dir, 8123);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, port: 8123 });
    lock.setPort(41234);
    expect(lockOf(dir).port).toBe(41234);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("tightens an existing folder others could read", () => {
    fs.chmodSync(root, 0o777);
    lockDataDir(root, 8000).release();
    expect(fs.statSync(root).mode & 0o777).toBe(0o700);
  });

  it("refuses a folder a live process holds, naming the folder, its pid and port", async () => {
    const other = spawn(process.execPath, [
      "-e",
      "setTimeout(() => {}, 60000)",
    ]);
    try {
      fs.writeFileSync(
        path.join(root, LOCK_FILE),
        JSON.stringify({ pid: other.pid, port: 8001, started_at: "" }),
      );
      expect(() => lockDataDir(root, 8002)).toThrow(
        `The data folder ${root} is in use by another Northfare server (pid ${other.pid}, port 8001).`,
      );
      expect(lockOf(root).pid).toBe(other.pid);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over the lock of a process that died", () => {
    fs.writeFileSync(
      path.join(root, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), port: 8001, started_at: "" }),
    );
    const lock = lockDataDir(root, 8002);
    expect(lockOf(root)).toMatchObject({ pid: process.pid, port: 8002 });
    lock.release();
  });

  it("never removes a lock that is not its own", () => {
    const lock = lockDataDir(root, 8002);
    const theirs = { pid: deadPid(), port: 9000, started_at: "" };
    fs.writeFileSync(path.join(root, LOCK_FILE), JSON.stringify(theirs));
    lock.release();
    expect(lockOf(root)).toEqual(theirs);
  });

  it("says in one sentence when the folder is a file", () => {
    const file = path.join(root, "data");
    fs.writeFileSync(file, "");
    expect(() => lockDataDir(file, 8000)).toThrow(
      `The data folder ${file} cannot be used: it is a file, not a folder. Set DATA_DIR to a folder this user can write.`,
    );
  });
});
