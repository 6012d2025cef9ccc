/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runTogether, type Service } from "./run-together";

const node = (name: string, code: string): Service => ({
  name,
  command: process.execPath,
  args: ["-e", code],
  env: process.env,
});
const staysUp = "setInterval(() => {}, 1000)";

describe("runTogether", () => {
  it("stops the others when one stops by itself, and says which", async () => {
    const reports: string[] = [];
    const code = await runTogether(
      [
        node("the API", "setTimeout(() => process.exit(3), 100)"),
        node("Gatsby", staysUp),
      ],
      { stdio: "ignore", report: (message) => reports.push(message) },
    );
    expect(code).toBe(1);
    expect(reports).toEqual([
      "the API stopped (exit code 3); stopping Gatsby.",
    ]);
  });

  it("fails even when the one that stopped said all was well", async () => {
    const reports: string[] = [];
    const code = await runTogether(
      [node("Gatsby", "process.exit(0)"), node("the API", staysUp)],
      { stdio: "ignore", report: (message) => reports.push(message) },
    );
    expect(code).toBe(1);
    expect(reports[0]).toBe("Gatsby stopped (exit code 0); stopping the API.");
  });

  it("kills a service that ignores being stopped", async () => {
    // The API stops once the stubborn one is ready to ignore SIGTERM.
    const ready = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rt-")), "x");
    const reports: string[] = [];
    const code = await runTogether(
      [
        node(
          "the API",
          `setInterval(() => require("fs").existsSync(${JSON.stringify(ready)}) && process.exit(1), 20)`,
        ),
        node(
          "Gatsby",
          `process.on("SIGTERM", () => {}); require("fs").writeFileSync(${JSON.stringify(ready)}, ""); ${staysUp}`,
        ),
      ],
      {
        stdio: "ignore",
        graceMs: 300,
        report: (message) => reports.push(message),
      },
    );
    expect(code).toBe(1);
    expect(reports).toEqual([
      "the API stopped (exit code 1); stopping Gatsby.",
      "Gatsby did not stop within 300 ms; killing it.",
    ]);
  });

  it.each(["SIGINT", "SIGTERM"] as const)(
    "stops every service on %s and exits 0",
    async (signal) => {
      // A real command to signal, running two services that print their pid.
      const announce = `console.log(process.pid); ${staysUp}`;
      const command = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `require("./scripts/run-together").runTogether(${JSON.stringify([
            node("one", announce),
            node("two", announce),
          ])}).then((code) => process.exit(code))`,
        ],
        {
          cwd: path.resolve(__dirname, ".."),
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      const pids: number[] = [];
      await new Promise<void>((resolve) =>
        command.stdout.on("data", (chunk: Buffer) => {
          pids.push(...chunk.toString().trim().split(/\s+/).map(Number));
          if (pids.length === 2) resolve();
        }),
      );
      const exited = new Promise<number | null>((resolve) =>
        command.on("exit", resolve),
      );
      command.kill(signal);
      expect(await exited).toBe(0);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    },
    20_000,
  );
});
