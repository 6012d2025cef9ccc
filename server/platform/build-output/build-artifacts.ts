import path from "node:path";

/**
 * Where a build's files for tools, not browsers, go (beside public/): the
 * source maps, webpack.stats.json and chunk-map.json. Gatsby writes them to
 * public/ and reads chunk-map.json only while rendering the pages (the page
 * runtime reads window.___chunkMapping); the budgets check and an error
 * reporter's upload read them here. gatsby/move-build-artifacts.ts moves them.
 */
export const BUILD_ARTIFACTS_DIR = "build-artifacts";

const ARTIFACT_NAMES = new Set(["webpack.stats.json", "chunk-map.json"]);

/** A file of the build the server never serves, by its name. */
export function isBuildArtifact(name: string): boolean {
  return name.endsWith(".map") || ARTIFACT_NAMES.has(name);
}

export function buildArtifactsDir(publicDir: string): string {
  return path.join(path.dirname(publicDir), BUILD_ARTIFACTS_DIR);
}
