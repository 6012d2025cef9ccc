import fs from "node:fs/promises";
import path from "node:path";
import { buildSync } from "esbuild";
import { EARLY_SEARCH_GLOBAL } from "../domain/offers/early-search";
import { builtHtmlFiles } from "../server/platform/csp/built-pages";
import { isSearchPage } from "./early-search-script";

const ENTRY = path.join(__dirname, "../src/early-offers/early-offers-entry.ts");

/** Starts the tag, so a page rewritten by an earlier build is recognised. */
const TAG_START = "<script>/*early-offers*/";
const TAG = /<script>\/\*early-offers\*\/[\s\S]*?<\/script>/;
const EARLY_SEARCH_END = `window[${JSON.stringify(EARLY_SEARCH_GLOBAL)}] = early;`;

let bundled: string | undefined;

/**
 * src/early-offers/ as one inline script: bundled with the same price,
 * sort and grouping code as the results screen, so the offers it writes
 * are the ones the app then lists, written the same way (decision 0046).
 */
export function earlyOffersScript(): string {
  bundled ??= buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    // Browsers that run the app's scripts; no helper for object spread.
    target: "es2019",
    legalComments: "none",
    write: false,
  }).outputFiles[0]!.text.trim();
  return bundled;
}

/**
 * A /search page with its early search's script gets the early offers'
 * script right after it; other pages, and a build without the early search
 * (mock mode), are returned as they are. Idempotent: Gatsby keeps pages
 * from an earlier build already rewritten.
 */
export function withEarlyOffers(html: string, script: string): string {
  const kept = html.replace(TAG, "");
  const searchEnd = kept.indexOf(EARLY_SEARCH_END);
  if (searchEnd < 0) return kept;
  const at = kept.indexOf("</script>", searchEnd) + "</script>".length;
  // Slices, not String.replace: no "$" in the script is read as a pattern.
  return `${kept.slice(0, at)}${TAG_START}${script}</script>${kept.slice(at)}`;
}

/** Rewrites /search's built pages in every language; returns how many got the script. */
export async function addEarlyOffers(publicDir: string): Promise<number> {
  const pages = builtHtmlFiles(publicDir).filter((file) =>
    isSearchPage(`/${path.dirname(file)}`),
  );
  let added = 0;
  for (const page of pages) {
    const file = path.join(publicDir, page);
    const html = await fs.readFile(file, "utf8");
    const rewritten = withEarlyOffers(html, earlyOffersScript());
    if (rewritten.includes(TAG_START)) added += 1;
    await fs.writeFile(file, rewritten);
  }
  return added;
}
