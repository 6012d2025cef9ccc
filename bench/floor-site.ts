// The floor of our stack: the bare Gatsby page in bench/floor/ (React 18,
// Recoil, react-i18next through gatsby-plugin-react-i18next), built from
// clean in every run so its build time and bundles are this run's.
import { rmSync } from "node:fs";
import path from "node:path";
import { firstLoadGzipKb } from "./first-load-gzip";
import { assertSucceeded, runQuiet } from "./quiet-run";

export const FLOOR_DIR = path.resolve(__dirname, "floor");
export const FLOOR_PUBLIC = path.join(FLOOR_DIR, "public");
const gatsbyCli = path.resolve(
  __dirname,
  "..",
  "node_modules",
  "gatsby",
  "cli.js",
);

/**
 * Removes the floor's build. The bench does it when done too: ESLint's
 * ignores name only the root's public/ and .cache/, so a build left here
 * would be linted (git ignores it).
 */
export function removeFloorBuild(): void {
  for (const folder of [".cache", "public"]) {
    rmSync(path.join(FLOOR_DIR, folder), { recursive: true, force: true });
  }
}

export interface FloorBuild {
  /** Wall-clock time of `gatsby build` from clean, ms. */
  buildMs: number;
  firstLoadKb: number;
}

export async function buildFloor(): Promise<FloorBuild> {
  removeFloorBuild();
  const run = await runQuiet(process.execPath, [gatsbyCli, "build"], {
    cwd: FLOOR_DIR,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  });
  assertSucceeded("The floor's gatsby build", run);
  return { buildMs: run.ms, firstLoadKb: firstLoadGzipKb(FLOOR_PUBLIC, "") };
}
