import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A built page's first-load JavaScript: the sum of `gzip -9` of the files
 * its index.html loads with <script src>, in KB (1,024 bytes). `page` is the
 * path under `publicDir`, "" for the home page.
 */
export function firstLoadGzipKb(publicDir: string, page: string): number {
  const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
  const files = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const bytes = files.reduce(
    (sum, file) =>
      sum +
      gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}
