/** @jest-environment node */
import { ensureSystemTools, type Probes } from "./system-tools.mjs";

/** A machine with `present` files and commands; apt and root as given. */
function machine(
  present: string[],
  { root = true, apt = true }: { root?: boolean; apt?: boolean } = {},
): Probes & { has: Set<string> } {
  const has = new Set(present);
  return {
    has,
    fileExists: (file) => has.has(file),
    onPath: (command) => has.has(command),
    isRoot: () => root,
    hasApt: () => apt,
  };
}

/** Runs the check on a machine, never running a command for real. */
function check(
  probes: ReturnType<typeof machine>,
  {
    postgres = false,
    env = {},
    install = (): number => 0,
  }: {
    postgres?: boolean;
    env?: Record<string, string>;
    /** What running the install command does to the machine; its status. */
    install?: () => number;
  } = {},
) {
  const commands: string[] = [];
  const logged: string[] = [];
  const errors: string[] = [];
  const status = ensureSystemTools({
    postgres,
    env,
    probes,
    run: (command) => {
      commands.push(command);
      return install();
    },
    log: (line) => logged.push(line),
    error: (line) => errors.push(line),
  });
  return { status, commands, logged, errors };
}

const EVERYTHING = ["/usr/bin/chromium", "redis-server", "pg_ctlcluster"];

describe("ensureSystemTools", () => {
  it("does nothing when every tool is there", () => {
    expect(check(machine(EVERYTHING), { postgres: true })).toEqual({
      status: 0,
      commands: [],
      logged: [],
      errors: [],
    });
  });

  it("looks for PostgreSQL only when asked", () => {
    const probes = machine(["/usr/bin/chromium", "redis-server"]);
    expect(check(probes).commands).toEqual([]);
    expect(check(probes, { postgres: true }).commands).toEqual([
      "apt-get update -qq && apt-get install -y -qq postgresql",
    ]);
  });

  it("installs what is missing as root with apt, then checks again", () => {
    const probes = machine(["pg_ctlcluster"]);
    const result = check(probes, {
      install: () => {
        probes.has.add("/usr/bin/chromium").add("redis-server");
        return 0;
      },
    });
    expect(result).toEqual({
      status: 0,
      commands: [
        "apt-get update -qq && apt-get install -y -qq chromium redis-server",
      ],
      logged: ["system tools: installing chromium redis-server with apt-get"],
      errors: [],
    });
  });

  it("fails when apt fails, or installs and the tool is still not there", () => {
    const failing = check(machine(["/usr/bin/chromium"]), {
      install: () => 100,
    });
    expect(failing.status).toBe(1);
    expect(failing.errors).toEqual([
      "Installing redis-server failed (`apt-get update -qq && apt-get install -y -qq redis-server` exited 100).",
    ]);
    const useless = check(machine(["/usr/bin/chromium"]));
    expect(useless.status).toBe(1);
    expect(useless.errors).toEqual([
      "redis-server is missing after `apt-get update -qq && apt-get install -y -qq redis-server`.",
    ]);
  });

  it("stops with the one command to run when not root", () => {
    const result = check(machine(["/usr/bin/chromium"], { root: false }), {
      postgres: true,
    });
    expect(result).toEqual({
      status: 1,
      commands: [],
      logged: [],
      errors: [
        "redis-server and PostgreSQL (pg_ctlcluster) are missing: run `sudo apt-get update && sudo apt-get install -y redis-server postgresql`, then try again.",
      ],
    });
  });

  it("stops with the command as root without apt", () => {
    const result = check(machine(["redis-server"], { apt: false }));
    expect(result.status).toBe(1);
    expect(result.commands).toEqual([]);
    expect(result.errors).toEqual([
      "Chromium (/usr/bin/chromium) is missing: run `apt-get update && apt-get install -y chromium`, then try again.",
    ]);
  });

  it("looks for Chromium at CHROME_PATH, and never installs over it", () => {
    const env = { CHROME_PATH: "/opt/chrome/chrome" };
    expect(
      check(machine(["/opt/chrome/chrome", "redis-server"]), { env }).status,
    ).toBe(0);
    const result = check(machine(["redis-server"]), { env });
    expect(result.commands).toEqual([]);
    expect(result.errors).toEqual([
      "Chromium (/opt/chrome/chrome) is missing: CHROME_PATH names /opt/chrome/chrome, which does not exist; point it at a Chromium or Chrome binary, or unset it and run `apt-get update && apt-get install -y chromium`.",
    ]);
  });
});
