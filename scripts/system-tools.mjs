// The system tools the suites need and npm does not install: Debian's
// Chromium (the end-to-end tests) and redis-server (the API suite's shared
// counters), and with `postgres` PostgreSQL's pg_ctlcluster (CI's Postgres
// pass, .ci/postgres-api-tests). Run as root with apt (as on CI machines),
// the missing ones are installed; anywhere else the run stops with the one
// command to run. Plain Node (no tsx): CI calls it before anything else.
// `npm test` runs it first (scripts/test-all.mjs); so does .ci/run, through
// scripts/check-system-tools.mjs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const DEFAULT_CHROME = "/usr/bin/chromium";

/** Every tool, with the Debian package that brings it. */
export function systemTools({ postgres = false, env = process.env } = {}) {
  const chrome = env.CHROME_PATH || DEFAULT_CHROME;
  return [
    {
      name: `Chromium (${chrome})`,
      package: "chromium",
      file: chrome,
      // Installing Debian's Chromium does not put a browser at another path.
      installable: chrome === DEFAULT_CHROME,
    },
    { name: "redis-server", package: "redis-server", command: "redis-server" },
    ...(postgres
      ? [
          {
            name: "PostgreSQL (pg_ctlcluster)",
            package: "postgresql",
            command: "pg_ctlcluster",
          },
        ]
      : []),
  ];
}

/** What the machine has, looked up for real. */
export const machineProbes = {
  fileExists: (file) => fs.existsSync(file),
  onPath: (command) =>
    (process.env.PATH ?? "").split(path.delimiter).some((dir) => {
      try {
        fs.accessSync(path.join(dir || ".", command), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    }),
  isRoot: () => process.getuid?.() === 0,
  hasApt: () => machineProbes.onPath("apt-get"),
};

/** The tools of `tools` the machine lacks. */
export function missingTools(tools, probes) {
  return tools.filter((tool) =>
    tool.file ? !probes.fileExists(tool.file) : !probes.onPath(tool.command),
  );
}

/** "A is missing", "A and B are missing". */
function areMissing(tools) {
  const names = tools.map((tool) => tool.name);
  return names.length === 1
    ? `${names[0]} is missing`
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)} are missing`;
}

/**
 * What to do about the missing tools: nothing, install their packages (as
 * root, with apt), or stop with one sentence naming the command to run.
 */
export function decide(missing, { root, apt }) {
  if (missing.length === 0) return { action: "none" };
  const elsewhere = missing.find((tool) => tool.installable === false);
  if (elsewhere) {
    return {
      action: "stop",
      message:
        `${areMissing(missing)}: CHROME_PATH names ${elsewhere.file}, which does not exist; ` +
        `point it at a Chromium or Chrome binary, or unset it and run ` +
        `\`${installCommand(missing, root)}\`.`,
    };
  }
  if (root && apt) {
    const packages = missing.map((tool) => tool.package).join(" ");
    return {
      action: "install",
      packages: missing.map((tool) => tool.package),
      command: `apt-get update -qq && apt-get install -y -qq ${packages}`,
    };
  }
  return {
    action: "stop",
    message: `${areMissing(missing)}: run \`${installCommand(missing, root)}\`, then try again.`,
  };
}

/** The command a person runs to install the packages of `missing`. */
function installCommand(missing, root) {
  const sudo = root ? "" : "sudo ";
  const packages = missing.map((tool) => tool.package).join(" ");
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages}`;
}

/** Runs a shell command quietly (apt's progress hidden), answers its exit status. */
function runQuietly(command) {
  const { status } = spawnSync("sh", ["-c", command], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return status ?? 1;
}

/**
 * Checks the tools, installs the missing ones when it can, and answers 0 when
 * every tool is there, else 1 after printing one sentence saying what to do.
 * Everything that touches the machine can be replaced (`probes`, `run`, `log`).
 */
export function ensureSystemTools({
  postgres = false,
  env = process.env,
  probes = machineProbes,
  run = runQuietly,
  log = console.log,
  error = console.error,
} = {}) {
  const tools = systemTools({ postgres, env });
  const missing = missingTools(tools, probes);
  const decision = decide(missing, {
    root: probes.isRoot(),
    apt: probes.hasApt(),
  });
  if (decision.action === "none") return 0;
  if (decision.action === "stop") {
    error(decision.message);
    return 1;
  }
  log(`system tools: installing ${decision.packages.join(" ")} with apt-get`);
  const status = run(decision.command);
  if (status !== 0) {
    error(
      `Installing ${decision.packages.join(" ")} failed (\`${decision.command}\` exited ${status}).`,
    );
    return 1;
  }
  const still = missingTools(tools, probes);
  if (still.length > 0) {
    error(`${areMissing(still)} after \`${decision.command}\`.`);
    return 1;
  }
  return 0;
}
