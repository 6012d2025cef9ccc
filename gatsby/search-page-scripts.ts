import { isSearchPage } from "./early-search-script";
import type { PageScripts } from "./boot-after-first-paint";
import { chunkGroupScripts, pagePathOf, type BuildIndex } from "./first-load";

/** /search's template and the results screen it renders (webpackChunkName). */
const SEARCH_CHUNK_GROUPS = [
  "component---src-client-routes-show-search-tsx",
  "search-results",
] as const;

/**
 * /search's loader adds its template's and its results' chunks with the
 * app's, and without waiting for the first paint: the offers are the page,
 * and its built HTML only the form. Without this Gatsby's runtime would find
 * them one after another once the app had started. Other pages: nothing more.
 */
export function searchPageScripts(
  build: BuildIndex,
): (htmlFile: string) => PageScripts {
  const scripts = SEARCH_CHUNK_GROUPS.flatMap((name) =>
    chunkGroupScripts(build, name),
  ).map((file) => `/${file}`);
  return (htmlFile) =>
    isSearchPage(pagePathOf(htmlFile))
      ? { scripts, atOnce: true }
      : { scripts: [], atOnce: false };
}
