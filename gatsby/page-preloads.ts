import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isSearchPage } from "./early-search-script";
import { pageDataFile, pagePathOf, type BuildIndex } from "./first-load";

interface PageData {
  staticQueryHashes?: string[];
}

const isCss = (file: string) => file.endsWith(".css");

/**
 * What Gatsby's runtime fetches before it renders a page: the page's data,
 * the site's and its static queries' results. Asked for only once the app
 * has run, they cost the first render a round trip that the page's loader
 * can start beside the scripts. A page with a match path (/order/…) is
 * found by it, so its data is still its own; not for 404.html, served at
 * any address, whose runtime asks for that address's data first.
 */
export function pageDataPreloads(
  publicDir: string,
): (htmlFile: string) => string[] {
  return (htmlFile) => {
    if (!/(^|\/)index\.html$/.test(htmlFile)) return [];
    const file = pageDataFile(pagePathOf(htmlFile));
    const full = path.join(publicDir, file);
    if (!existsSync(full)) return [];
    const data = JSON.parse(readFileSync(full, "utf8")) as PageData;
    return [
      `/${file.split(path.sep).join("/")}`,
      "/page-data/app-data.json",
      ...(data.staticQueryHashes ?? []).map(
        (hash) => `/page-data/sq/d/${hash}.json`,
      ),
    ];
  };
}

/**
 * /search's results stylesheet: the results' chunk comes with the app's
 * scripts (search-page-scripts.ts), and its import waits for this too.
 */
export function searchPageStyles(
  build: BuildIndex,
): (htmlFile: string) => string[] {
  const styles = (build.stats.assetsByChunkName["search-results"] ?? [])
    .filter(isCss)
    .map((file) => `/${file}`);
  return (htmlFile) => (isSearchPage(pagePathOf(htmlFile)) ? styles : []);
}
