import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const publicDir = path.resolve(__dirname, "..", "public");

/** The scripts a built page loads before it is interactive (its <script src> tags). */
function firstLoadScripts(page: string): string[] {
  const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
  return [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
}

const gzipKb = (files: string[]) =>
  files.reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(path.join(publicDir, file))).length,
    0,
  ) / 1024;

/**
 * First-load JavaScript of /search beside the home page, from the build in
 * public/: the results screen must not be part of it (it loads after the
 * page is interactive).
 */
export function benchFirstLoad(): void {
  if (!existsSync(path.join(publicDir, "search", "index.html"))) {
    console.log("  no build in public/: run `npm run build` first");
    return;
  }
  const home = firstLoadScripts("");
  const search = firstLoadScripts("search");
  const results = search.filter((file) => /search-results/.test(file));
  console.log(`  /        ${gzipKb(home).toFixed(1).padStart(6)} KB gzip`);
  console.log(`  /search  ${gzipKb(search).toFixed(1).padStart(6)} KB gzip`);
  console.log(
    `  results screen in /search's first load: ${results.length ? results.join(", ") : "no"}`,
  );
}
