/**
 * Cache-Control for files of the Gatsby build, after Gatsby's "Caching Static
 * Sites" guide: anything whose name does not change when its content does
 * (HTML, page-data, app-data.json, sw.js) must be revalidated; webpack bundles
 * with a content hash and everything under /static/ never change.
 */
import path from "node:path";
import { THIRD_PARTY_CONFIG_FILE } from "../../../domain/third-party";

export const CACHE_FOREVER = "public, max-age=31536000, immutable";
export const ALWAYS_REVALIDATE = "public, max-age=0, must-revalidate";
export const SHORT_CACHE = "public, max-age=3600";
export const NO_STORE = "no-store";

// webpack's [contenthash] is 20 hex digits by default; Gatsby names bundles
// "[name]-[contenthash].js" and stylesheets "[name].[contenthash].css".
const CONTENT_HASHED_BUNDLE = /[-.][0-9a-f]{16,}\.(?:js|mjs|css)(?:\.map)?$/;

const REVALIDATED_FILES = new Set([
  "sw.js",
  "_redirects",
  "_headers",
  "chunk-map.json",
  "webpack.stats.json",
  // Each deploy may change the third-party ids; a stale copy would keep them.
  THIRD_PARTY_CONFIG_FILE,
]);

/** `file` is the served file's path relative to the build folder, with "/" separators. */
export function cacheControlFor(file: string): string {
  const name = path.posix.basename(file);
  if (
    /\.html?$/.test(name) ||
    file.startsWith("page-data/") ||
    REVALIDATED_FILES.has(name)
  ) {
    return ALWAYS_REVALIDATE;
  }
  if (file.startsWith("static/") || CONTENT_HASHED_BUNDLE.test(name)) {
    return CACHE_FOREVER;
  }
  return SHORT_CACHE;
}
