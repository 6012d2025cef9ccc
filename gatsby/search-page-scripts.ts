import { isSearchPage } from "./early-search-script";
import { chunkGroupScripts, pagePathOf, type BuildIndex } from "./first-load";

/** /search's template and the results screen it renders (webpackChunkName). */
const SEARCH_CHUNK_GROUPS = [
  "component---src-client-routes-show-search-tsx",
  "search-results",
] as const;

/**
 * /search's loader adds its template's and its results' chunks with the
 * app's: without this Gatsby's runtime would find them one after another
 * once the app had started. Other pages: nothing more. (Added at once, as
 * the page is parsed, they took a first paint's place in Lighthouse's LCP
 * and no time off the first offer: decision 0036.)
 */
export function searchPageScripts(
  build: BuildIndex,
): (htmlFile: string) => readonly string[] {
  const scripts = SEARCH_CHUNK_GROUPS.flatMap((name) =>
    chunkGroupScripts(build, name),
  ).map((file) => `/${file}`);
  return (htmlFile) => (isSearchPage(pagePathOf(htmlFile)) ? scripts : []);
}
