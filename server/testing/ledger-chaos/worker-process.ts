import { spawn } from "node:child_process";
import path from "node:path";
import type { TaskReport, WorkerTask } from "./worker-tasks";

const repoRoot = path.resolve(__dirname, "../../..");

export interface WorkerRun {
  /** Resolves once the worker's database is open. */
  ready: Promise<void>;
  /** SIGKILL, then waits for the exit (so a lock it held reads as dead). */
  kill(): Promise<void>;
  /** Resolves when it has exited, however; the reports of the tasks it finished. */
  finished: Promise<TaskReport[]>;
}

/** ledger-worker.ts in its own process, on the database `env` names. */
export function startWorker(
  env: Record<string, string>,
  tasks: WorkerTask[],
  pausesMs: number[] = [],
): WorkerRun {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "server/testing/ledger-chaos/ledger-worker.ts",
      JSON.stringify({ tasks, pausesMs }),
    ],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const reports: TaskReport[] = [];
  let output = "";
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  let pending = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "ready") signalReady();
      if (line.startsWith("done "))
        reports.push(JSON.parse(line.slice(5)) as TaskReport);
    }
  });
  child.stderr
    .setEncoding("utf8")
    .on("data", (chunk: string) => (output += chunk));
  let killed = false;
  const finished = new Promise<TaskReport[]>((resolve, reject) => {
    child.once("exit", (code) => {
      // An exit before `ready` leaves nothing waiting on it.
      signalReady();
      if (code === 0 || killed) resolve(reports);
      else reject(new Error(`The ledger worker failed (${code}):\n${output}`));
    });
  });
  return {
    ready,
    finished,
    async kill() {
      killed = true;
      child.kill("SIGKILL");
      await finished;
    },
  };
}
