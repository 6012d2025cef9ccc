import { writeFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { buildApp } from "../app";
import {
  ALWAYS_REVALIDATE,
  CACHE_FOREVER,
  NO_STORE,
  SHORT_CACHE,
} from "../platform/caching/cache-headers";
import { NO_BUILD_MESSAGE } from "./static-site";
import { createFakeBuild, FAKE_FILES } from "../testing/fake-build";
import { TEST_SETTINGS } from "../testing/test-api";
import { serveTestApp } from "../testing/fake-app";

const served = serveTestApp();
const app = served.app;

const get = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: "GET", url, headers });

describe("redirects from _redirects", () => {
  it.each([
    ["/support", "/faq"],
    ["/support/", "/faq"],
    ["/fr/support", "/fr/faq"],
    ["/fr/support/", "/fr/faq"],
    ["/campaign/flyer", "/"],
    ["/campaign/flyer/", "/"],
    ["/fr/campaign/flyer", "/fr/"],
    ["/fr/campaign/flyer/", "/fr/"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it("keeps the query string", async () => {
    const response = await get("/campaign/flyer?utm_source=flyer&x=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/?utm_source=flyer&x=1");
  });

  it("uses the rule's own status (302)", async () => {
    const response = await get("/old-deals?utm=a");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/faq?tab=deals&utm=a");
  });
});

describe("a broken _redirects", () => {
  it("stops the server from starting, naming the file and the rule", async () => {
    const build = createFakeBuild();
    writeFileSync(build.redirectsFile, "/deals  /faq  301!\n");
    const brokenApp = buildApp({
      api: { database: served.database(), settings: TEST_SETTINGS },
      publicDir: build.publicDir,
      redirectsFile: build.redirectsFile,
    });
    try {
      await expect(brokenApp.ready()).rejects.toThrow(
        `${build.redirectsFile}: rule /deals → /faq: forced rules ("!") are not supported`,
      );
    } finally {
      await brokenApp.close();
      build.remove();
    }
  });
});

describe("rewrites to client-only pages", () => {
  it.each([
    ["/order/abc123", FAKE_FILES["order/index.html"]],
    ["/order/abc123/", FAKE_FILES["order/index.html"]],
    ["/order/abc123?paid=1", FAKE_FILES["order/index.html"]],
    ["/fr/order/abc", FAKE_FILES["fr/order/index.html"]],
  ])("%s serves the order page with 200", async (url, html) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(html);
    expect(response.headers.location).toBeUndefined();
  });
});

describe("files of the build", () => {
  it.each([
    ["/", "index.html"],
    ["/faq", "faq/index.html"],
    ["/faq/", "faq/index.html"],
    ["/faq?q=1", "faq/index.html"],
    ["/faq/index.html", "faq/index.html"],
    ["/fr", "fr/index.html"],
    ["/fr/faq", "fr/faq/index.html"],
    ["/fr/faq/", "fr/faq/index.html"],
    ["/order", "order/index.html"],
    ["/robots.txt?v=2", "robots.txt"],
  ])("%s serves %s", async (url, file) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FAKE_FILES[file]);
  });

  it("serves HEAD without a body", async () => {
    const response = await app().inject({ method: "HEAD", url: "/faq" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe("");
  });

  it("never serves hidden files or anything outside the build", async () => {
    for (const url of [
      "/.env",
      "/%2e%2e/_redirects",
      "/faq/%2e%2e/%2e%2e/_redirects",
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(FAKE_FILES["404.html"]);
    }
  });
});

describe("not found", () => {
  it.each([
    ["/nope", "404.html"],
    ["/faq/nope", "404.html"],
    ["/robots.txt/", "404.html"],
    ["/page-data/nope/page-data.json", "404.html"],
    ["/fr/nope", "fr/404.html"],
    ["/fr/faq/nope", "fr/404.html"],
  ])("%s answers 404 with %s", async (url, file) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(ALWAYS_REVALIDATE);
    expect(response.body).toBe(FAKE_FILES[file]);
  });

  it("answers a malformed percent-encoding with 400", async () => {
    expect((await get("/%E0%A4%A")).statusCode).toBe(400);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"] as const)(
    "answers %s on a page with 405",
    async (method) => {
      const response = await app().inject({ method, url: "/faq" });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    },
  );
});

describe("compression", () => {
  it("compresses with gzip", async () => {
    const response = await get("/faq", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(
      FAKE_FILES["faq/index.html"],
    );
  });

  it("prefers brotli when offered", async () => {
    const response = await get("/app-0123456789abcdef0123.js", {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      FAKE_FILES["app-0123456789abcdef0123.js"],
    );
  });

  it("sends plain bytes when the client accepts no encoding", async () => {
    const response = await get("/faq");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(FAKE_FILES["faq/index.html"]);
  });
});

describe("cache headers", () => {
  it.each([
    ["/static/abc123/file.js", CACHE_FOREVER],
    ["/app-0123456789abcdef0123.js", CACHE_FOREVER],
    ["/styles.0123456789abcdef0123.css", CACHE_FOREVER],
    ["/", ALWAYS_REVALIDATE],
    ["/faq", ALWAYS_REVALIDATE],
    ["/order/abc123", ALWAYS_REVALIDATE],
    ["/page-data/index/page-data.json", ALWAYS_REVALIDATE],
    ["/page-data/app-data.json", ALWAYS_REVALIDATE],
    ["/sw.js", ALWAYS_REVALIDATE],
    ["/robots.txt", SHORT_CACHE],
    ["/sitemap-index.xml", SHORT_CACHE],
  ])("%s gets %s", async (url, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(cacheControl);
  });
});

describe("without a build", () => {
  it("answers pages with 503 and tells how to build, but keeps the API", async () => {
    const empty = createFakeBuild({});
    const warnings: string[] = [];
    const noBuildApp = buildApp({
      api: { database: served.database(), settings: TEST_SETTINGS },
      publicDir: empty.publicDir,
      redirectsFile: empty.redirectsFile,
      logger: {
        level: "warn",
        stream: { write: (line: string) => warnings.push(line) },
      },
    });
    try {
      const page = await noBuildApp.inject({ method: "GET", url: "/faq" });
      expect(page.statusCode).toBe(503);
      expect(page.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(page.headers["cache-control"]).toBe(NO_STORE);
      expect(page.body).toBe(NO_BUILD_MESSAGE);
      expect(page.body).toContain("npm run build");

      const health = await noBuildApp.inject({
        method: "GET",
        url: "/api/health",
      });
      expect(health.statusCode).toBe(200);
      expect(warnings.join("")).toContain(`No build in ${empty.publicDir}`);
    } finally {
      await noBuildApp.close();
      empty.remove();
    }
  });
});
