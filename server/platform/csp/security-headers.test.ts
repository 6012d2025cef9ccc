import type { FastifyInstance } from "fastify";
import { gunzipSync } from "node:zlib";
import { buildApp, type AppOptions } from "../../app";
import type { ApiContext } from "../../api-context";
import {
  contentSecurityPolicy,
  parsePolicy,
  serializePolicy,
} from "./content-security-policy";
import { hashSource } from "./hash-source";
import { HSTS_VALUE, PERMISSIONS_POLICY } from "./security-headers";
import {
  createFakeBuild,
  FAKE_FILES,
  type FakeBuild,
} from "../../testing/fake-build";
import { gatsbyLikePage } from "../../testing/gatsby-like-page";
import { openTestApi } from "../../testing/test-api";

let build: FakeBuild;
let api: ApiContext;
const apps: FastifyInstance[] = [];

function appWith(options: Partial<AppOptions> = {}): FastifyInstance {
  const app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    ...options,
  });
  apps.push(app);
  return app;
}

const cspOf = (headers: Record<string, unknown>) =>
  parsePolicy(String(headers["content-security-policy"]));

beforeAll(async () => {
  build = createFakeBuild({
    ...FAKE_FILES,
    "points/index.html": gatsbyLikePage("/points"),
    "fr/points/index.html": gatsbyLikePage("/fr/points"),
    "order/index.html": gatsbyLikePage("/order"),
    "404.html": `<!doctype html><title>Not found</title><script>window.pagePath="/404.html"</script><p>${"x".repeat(2000)}</p>`,
  });
  api = await openTestApi();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api.database.close();
  build.remove();
});

describe("security headers", () => {
  it.each([
    "/",
    "/faq",
    "/nope",
    "/support",
    "/api/health",
    "/api/unknown",
    "/robots.txt",
  ])("are on %s, over plain http too", async (url) => {
    const response = await appWith().inject({ method: "GET", url });
    expect(response.headers["strict-transport-security"]).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["cross-origin-resource-policy"]).toBe(
      "same-origin",
    );
    expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(response.headers["reporting-endpoints"]).toBe(
      'csp="/api/csp-report"',
    );
    const csp = cspOf(response.headers);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("report-uri")).toEqual(["/api/csp-report"]);
    expect(csp.get("report-to")).toEqual(["csp"]);
    const text = String(response.headers["content-security-policy"]);
    expect(text).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("are the same behind a proxy, whatever X-Forwarded-Proto says", async () => {
    const response = await appWith({ trustProxy: 1 }).inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(response.headers["strict-transport-security"]).toBe(HSTS_VALUE);
  });
});

describe("each page's Content-Security-Policy", () => {
  const pageScripts = (pagePath: string) => [
    'const e="loading"in HTMLImageElement.prototype;',
    `/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/`,
    '\n  window.___chunkMapping="{}";\n',
  ];

  it.each(["/points", "/fr/points"])(
    "allows exactly the inline scripts and styles of %s",
    async (url) => {
      const response = await appWith().inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      const csp = cspOf(response.headers);
      const hashes = (csp.get("script-src") ?? []).filter((source) =>
        source.startsWith("'sha256-"),
      );
      expect(hashes.sort()).toEqual(pageScripts(url).map(hashSource).sort());
      expect(csp.get("style-src")).toEqual(
        expect.arrayContaining([
          hashSource(":root{--ink:#0f1b2d}"),
          "'unsafe-hashes'",
          hashSource("outline:none"),
          hashSource("position:absolute;top:0;width:1px"),
        ]),
      );
      // Nothing of the <noscript> style, which no browser with scripts applies.
      expect(csp.get("style-src")).not.toContain(
        hashSource(".gatsby-image-wrapper noscript img{opacity:1!important}"),
      );
    },
  );

  it("differs per page: one page's loader script is not allowed on another", async () => {
    const app = appWith();
    const en = cspOf((await app.inject("/points")).headers).get("script-src");
    const fr = cspOf((await app.inject("/fr/points")).headers).get(
      "script-src",
    );
    expect(en).toContain(hashSource(pageScripts("/points")[1]!));
    expect(en).not.toContain(hashSource(pageScripts("/fr/points")[1]!));
    expect(fr).not.toContain(hashSource(pageScripts("/points")[1]!));
  });

  it("goes with a rewrite to a client-only page", async () => {
    const response = await appWith().inject("/order/cs_test_123");
    expect(response.statusCode).toBe(200);
    expect(cspOf(response.headers).get("script-src")).toContain(
      hashSource(pageScripts("/order")[1]!),
    );
  });

  it("allows the not-found page's own script, compressed or not", async () => {
    const app = appWith();
    for (const encoding of ["identity", "gzip"]) {
      const response = await app.inject({
        url: "/nope",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(404);
      const body =
        encoding === "gzip"
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
      expect(body).toContain('window.pagePath="/404.html"');
      expect(cspOf(response.headers).get("script-src")).toContain(
        hashSource('window.pagePath="/404.html"'),
      );
    }
  });

  it("has no hash on answers that are not pages", async () => {
    const app = appWith();
    for (const url of ["/app-0123456789abcdef0123.js", "/api/health"]) {
      const response = await app.inject(url);
      expect(response.headers["content-security-policy"]).toBe(
        serializePolicy(contentSecurityPolicy()),
      );
    }
  });

  it("adds the configured third-party origins to their directives", async () => {
    const app = appWith({
      cspAdditions: {
        "script-src": ["https://analytics.example"],
        "connect-src": ["https://analytics.example"],
      },
    });
    const csp = cspOf((await app.inject("/points")).headers);
    expect(csp.get("script-src")?.slice(0, 2)).toEqual([
      "'self'",
      "https://analytics.example",
    ]);
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://analytics.example",
    ]);
    expect(csp.get("default-src")).toEqual(["'none'"]);
  });
});
