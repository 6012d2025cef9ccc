import { spawn } from "node:child_process";

export interface QuietRun {
  code: number;
  /** Wall-clock time, ms. */
  ms: number;
  /** stdout and stderr together, for a failure's report. */
  output: string;
}

/**
 * Runs a command with its output kept (a Gatsby build prints hundreds of
 * lines); the bench prints the end of it only when the command fails.
 */
export function runQuiet(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<QuietRun> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        code: code ?? 1,
        ms: performance.now() - start,
        output: Buffer.concat(chunks).toString("utf8"),
      }),
    );
  });
}

/** Throws with the last lines of the output when the command failed. */
export function assertSucceeded(what: string, run: QuietRun): void {
  if (run.code === 0) return;
  const tail = run.output.split("\n").slice(-40).join("\n");
  throw new Error(`${what} failed (exit ${run.code}):\n${tail}`);
}
