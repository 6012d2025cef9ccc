// Shared by `npm start` and the end-to-end tests: builds the site when
// public/ is missing or older than its sources. SKIP_BUILD=1 skips the check.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
const builtPage = path.join(repoRoot, "public", "index.html");
const sourceDirs = ["src", "domain", "content", "locales", "static", "gatsby"];
const sourceFiles = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];

/** Newest file under `entry` as { file, mtimeMs }, or null when there is none. */
function newestFile(entry) {
  if (!existsSync(entry)) return null;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return { file: entry, mtimeMs: stats.mtimeMs };
  let newest = null;
  for (const child of readdirSync(entry)) {
    const candidate = newestFile(path.join(entry, child));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) {
      newest = candidate;
    }
  }
  return newest;
}

/** Why the site needs a build, or null when public/ is up to date. */
function reasonToBuild() {
  if (!existsSync(builtPage)) return "public/index.html is missing";
  const builtAt = statSync(builtPage).mtimeMs;
  for (const source of [...sourceDirs, ...sourceFiles]) {
    const newest = newestFile(path.join(repoRoot, source));
    if (newest && newest.mtimeMs > builtAt) {
      return `${path.relative(repoRoot, newest.file)} changed after the last build`;
    }
  }
  return null;
}

/** Runs a command with our terminal, passing on Ctrl-C and termination; resolves with its exit code. */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: "inherit",
      shell: process.platform === "win32",
    });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/** Builds when needed; exits the process with the build's code when it fails. */
export async function ensureBuild() {
  if (process.env.SKIP_BUILD === "1") return;
  const reason = reasonToBuild();
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  // From clean: an incremental build here has kept an earlier build's CSS
  // inlined in the pages while the bundles moved on.
  const cleaned = await run("npm", ["run", "clean"]);
  if (cleaned !== 0) process.exit(cleaned);
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}
