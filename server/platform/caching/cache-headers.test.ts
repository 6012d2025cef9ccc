import {
  ALWAYS_REVALIDATE,
  CACHE_FOREVER,
  SHORT_CACHE,
  cacheControlFor,
} from "./cache-headers";

describe("cacheControlFor", () => {
  it.each([
    "static/abc123/file.js",
    "static/d/123456789/image.png",
    "app-1a2b3c4d5e6f7a8b9c0d.js",
    "webpack-runtime-1a2b3c4d5e6f7a8b9c0d.js",
    "framework-1a2b3c4d5e6f7a8b9c0d.js",
    "component---src-pages-index-tsx-1a2b3c4d5e6f7a8b9c0d.js",
    "252f366e-1a2b3c4d5e6f7a8b9c0d.js",
    "app-1a2b3c4d5e6f7a8b9c0d.js.map",
    "styles.1a2b3c4d5e6f7a8b9c0d.css",
  ])("caches the content-hashed %s forever", (file) => {
    expect(cacheControlFor(file)).toBe(CACHE_FOREVER);
  });

  it.each([
    "index.html",
    "faq/index.html",
    "fr/404.html",
    "page-data/index/page-data.json",
    "page-data/app-data.json",
    "page-data/sq/d/123456789.json",
    "sw.js",
    "_redirects",
    "_headers",
    "chunk-map.json",
    "webpack.stats.json",
    "third-party.json",
  ])("makes browsers revalidate %s", (file) => {
    expect(cacheControlFor(file)).toBe(ALWAYS_REVALIDATE);
  });

  it.each([
    "robots.txt",
    "sitemap-index.xml",
    "favicon.ico",
    "icons/icon-192x192.png",
    "widget.js",
    "app-deadbeef.js",
    "manifest.webmanifest",
  ])("caches %s for a short while", (file) => {
    expect(cacheControlFor(file)).toBe(SHORT_CACHE);
  });

  it("uses the documented header values", () => {
    expect(CACHE_FOREVER).toBe("public, max-age=31536000, immutable");
    expect(ALWAYS_REVALIDATE).toBe("public, max-age=0, must-revalidate");
    expect(SHORT_CACHE).toBe("public, max-age=3600");
  });
});
