import { spawn, type ChildProcess } from "node:child_process";

export interface Service {
  /** How messages name it, e.g. "the API (server/server.ts)". */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export interface RunTogetherOptions {
  cwd?: string;
  stdio?: "inherit" | "ignore";
  /** How long a service may take to stop before it is killed. */
  graceMs?: number;
  report?: (message: string) => void;
}

/**
 * Runs services side by side as one command. SIGINT or SIGTERM stops them all
 * (resolves 0 when they close cleanly); when one stops by itself, the others
 * are stopped and it resolves 1. A second signal kills what is left.
 */
export function runTogether(
  services: Service[],
  options: RunTogetherOptions = {},
): Promise<number> {
  const { graceMs = 10_000, report = console.error } = options;
  let stopping = false;
  let failed = false;
  let killTimer: NodeJS.Timeout | undefined;
  const running = new Map<Service, ChildProcess>();

  const signalAll = (signal: NodeJS.Signals) => {
    for (const child of running.values()) child.kill(signal);
  };
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    signalAll(signal);
    killTimer ??= setTimeout(() => {
      failed = true;
      for (const service of running.keys()) {
        report(
          `${service.name} did not stop within ${graceMs} ms; killing it.`,
        );
      }
      signalAll("SIGKILL");
    }, graceMs);
  };
  const onSignal = (signal: NodeJS.Signals) =>
    stopping ? signalAll("SIGKILL") : stopAll(signal);
  // Should this process end first, leave nothing behind.
  const killLeftovers = () => signalAll("SIGKILL");

  return new Promise((resolve) => {
    const finished = (service: Service, outcome: string, clean: boolean) => {
      if (!running.delete(service)) return;
      if (!stopping) {
        failed = true;
        const others = [...running.keys()].map(({ name }) => name);
        report(
          `${service.name} stopped (${outcome})` +
            (others.length ? `; stopping ${others.join(" and ")}.` : "."),
        );
        stopAll("SIGTERM");
      } else if (!clean) {
        failed = true;
        report(`${service.name} stopped with ${outcome}.`);
      }
      if (running.size > 0) return;
      clearTimeout(killTimer);
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      process.off("exit", killLeftovers);
      resolve(failed ? 1 : 0);
    };

    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    process.on("exit", killLeftovers);
    for (const service of services) {
      const child = spawn(service.command, service.args, {
        cwd: options.cwd,
        env: service.env,
        stdio: options.stdio ?? "inherit",
      });
      running.set(service, child);
      child.on("error", (error) => finished(service, error.message, false));
      child.on("exit", (code, signal) =>
        finished(
          service,
          signal ? `signal ${signal}` : `exit code ${code}`,
          code === 0 || signal !== null,
        ),
      );
    }
  });
}
