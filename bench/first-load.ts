import { existsSync } from "node:fs";
import path from "node:path";
import { FLOOR_KB, RESULTS_CHUNK } from "../scripts/budgets";
import { ownChunk, readSite } from "../gatsby/first-load";

const publicDir = path.resolve(__dirname, "..", "public");

/**
 * First-load JavaScript of /search beside the home page's and the floor,
 * from the build in public/ (measured as `npm run test:budgets` does): the
 * results screen must not be part of it (it loads after the page is
 * interactive).
 */
export function benchFirstLoad(): void {
  if (!existsSync(path.join(publicDir, "search", "index.html"))) {
    console.log("  no build in public/: run `npm run build` first");
    return;
  }
  const site = readSite(publicDir);
  const show = (label: string, kb: number) =>
    console.log(
      `  ${label.padEnd(40)} ${kb.toFixed(1).padStart(6)} KB gzip` +
        `  ${(kb / FLOOR_KB).toFixed(2)} × floor`,
    );
  show("floor (FLOOR_KB in scripts/budgets.ts)", FLOOR_KB);
  const page = (pagePath: string) => {
    const found = site.pages.find(({ path }) => path === pagePath);
    if (!found) throw new Error(`no page ${pagePath} in public/`);
    show(pagePath, found.gzipBytes.reduce((sum, b) => sum + b, 0) / 1024);
    return found;
  };
  page("/");
  const search = page("/search");
  const results = ownChunk(site.build, RESULTS_CHUNK).filter((file) =>
    search.firstLoad.scripts.includes(file),
  );
  console.log(
    `  results screen in /search's first load: ${results.length ? results.join(", ") : "no"}`,
  );
}
