import fs from "node:fs/promises";
import path from "node:path";
import {
  buildArtifactsDir,
  isBuildArtifact,
} from "../server/platform/build-output/build-artifacts";

async function artifactsUnder(publicDir: string, dir = ""): Promise<string[]> {
  const found: string[] = [];
  const entries = await fs.readdir(path.join(publicDir, dir), {
    withFileTypes: true,
  });
  for (const entry of entries) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...(await artifactsUnder(publicDir, relative)));
    } else if (isBuildArtifact(entry.name)) found.push(relative);
  }
  return found;
}

/**
 * Moves the source maps, webpack.stats.json and chunk-map.json out of the
 * published folder into build-artifacts/ beside it (server/platform/build-output/build-artifacts.ts),
 * replacing the previous build's. Returns the files moved, relative.
 */
export async function moveBuildArtifacts(publicDir: string): Promise<string[]> {
  const target = buildArtifactsDir(publicDir);
  await fs.rm(target, { recursive: true, force: true });
  const files = await artifactsUnder(publicDir);
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await fs.rename(path.join(publicDir, file), path.join(target, file));
  }
  return files.sort();
}
