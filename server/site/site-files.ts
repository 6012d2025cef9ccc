import { stat } from "node:fs/promises";
import path from "node:path";
import { isBuildArtifact } from "../platform/build-output/build-artifacts";

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}

/** Decodes a raw URL path; null when its percent-encoding is malformed. */
export function decodePathname(rawPathname: string): string | null {
  try {
    return decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
}

/**
 * The file of the build that answers a (decoded) URL path, relative to
 * `publicDir` with "/" separators: the file itself, or the directory's
 * index.html with or without the trailing slash. Null when there is none.
 * Segments starting with "." (hidden files, "..") never match, so a path can
 * not leave publicDir; build artifacts (source maps, webpack.stats.json)
 * never match either.
 */
export async function findSiteFile(
  publicDir: string,
  urlPath: string,
): Promise<string | null> {
  const segments = urlPath.split("/").filter((segment) => segment !== "");
  const unsafe = segments.some(
    (segment) =>
      segment.startsWith(".") ||
      segment.includes("\\") ||
      segment.includes("\0"),
  );
  // Source maps and webpack's records, should a build still hold them.
  if (unsafe || isBuildArtifact(segments.at(-1) ?? "")) return null;

  const relative = segments.join("/");
  const absolute = path.join(publicDir, ...segments);
  if (!urlPath.endsWith("/") && (await isFile(absolute))) return relative;
  if (!(await isDirectory(absolute))) return null;

  const index = relative === "" ? "index.html" : `${relative}/index.html`;
  return (await isFile(path.join(publicDir, index))) ? index : null;
}
