// netlify.toml's headers and the build's public/_headers
// (gatsby/netlify-config.ts) against what this server answers for each kind
// of file a build holds, over https.
import type { FastifyInstance } from "fastify";
import {
  netlifyConfig,
  netlifyHeaderRules,
  type NetlifyConfig,
} from "../../gatsby/netlify-config";
import {
  forRegExp,
  formatHeadersFile,
  headerValuesFor,
  parseHeadersFile,
  type HeaderRule,
} from "../../gatsby/netlify-headers-file";
import { buildApp } from "../app";
import type { ApiContext } from "../api-context";
import { ALWAYS_REVALIDATE } from "../platform/caching/cache-headers";
import { parsePolicy } from "../platform/csp/content-security-policy";
import { thirdPartyCsp } from "../platform/csp/third-party-csp";
import {
  createFakeBuild,
  FAKE_FILES,
  type FakeBuild,
} from "../testing/fake-build";
import { gatsbyLikePage } from "../testing/gatsby-like-page";
import { openTestApi } from "../testing/test-api";

/**
 * What Netlify sends for a path but the CSP (below); files no Cache-Control
 * rule names get its default. netlify.toml wins over _headers for a header
 * both name.
 */
function netlifyHeaders(config: NetlifyConfig, urlPath: string) {
  const rules = [...headerRules, ...config.headers];
  const matching = rules.filter((rule) => forRegExp(rule.for).test(urlPath));
  const caching = matching.filter((rule) => "Cache-Control" in rule.values);
  const headers: Record<string, string> = {};
  for (const rule of matching) {
    for (const [name, value] of Object.entries(rule.values)) {
      headers[name.toLowerCase()] = value;
    }
  }
  return { headers, cacheRules: caching.length };
}

// A build's kinds of files: FAKE_FILES, and names Gatsby and static/ give.
const BUILD_FILES: Record<string, string> = {
  ...FAKE_FILES,
  "component---src-pages-index-tsx-0123456789abcdef0123.js": "0",
  "webpack-runtime-0123456789abcdef0123.js": "0",
  "252f366e-0123456789abcdef0123.js": "0",
  // Pages with inline scripts and styles, each its own (Gatsby's).
  "points/index.html": gatsbyLikePage("/points"),
  "fr/points/index.html": gatsbyLikePage("/fr/points"),
  "order/index.html": gatsbyLikePage("/order"),
  "page-data/sq/d/123456789.json": "{}",
  "sitemap-0.xml": "<urlset/>",
  "favicon.ico": "ico",
  "favicon.svg": "<svg/>",
  "apple-touch-icon.png": "png",
  "manifest.webmanifest": "{}",
  "og-image.png": "png",
  // A build with the measurement tag configured: its origins join the CSP.
  "third-party.json": JSON.stringify({ ids: { ga: "G-NETLIFY1" } }),
};
delete BUILD_FILES[".env"];
// sw.js only comes with an offline plugin, which the site does not use.
delete BUILD_FILES["sw.js"];

const URLS = [
  "/",
  "/faq",
  "/fr/faq",
  "/nope",
  "/fr/nope",
  ...Object.keys(BUILD_FILES)
    .filter((file) => !file.endsWith(".html"))
    .map((file) => `/${file}`),
];

/** Pages: the server's CSP is theirs alone; Netlify's must allow the same. */
const PAGES = ["/", "/faq", "/fr/faq", "/points", "/fr/points", "/order"];
/** Not-found pages and client-only routes: Netlify's "/*" rule serves them. */
const OTHER_HTML = ["/nope", "/fr/nope", "/order/cs_test_123", "/fr/order/x"];

const CSP = "content-security-policy";

/** Does a policy allow at least every source `policy` allows, directive by directive? */
function allowsAllOf(wider: string, policy: string): boolean {
  const widerDirectives = parsePolicy(wider);
  return [...parsePolicy(policy)].every(([name, sources]) =>
    sources.every((source) => widerDirectives.get(name)?.includes(source)),
  );
}

let build: FakeBuild;
let api: ApiContext;
let app: FastifyInstance;
let config: NetlifyConfig;
let headerRules: HeaderRule[];

beforeAll(async () => {
  build = createFakeBuild(BUILD_FILES);
  api = await openTestApi();
  app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    trustProxy: 1,
    // As server/server.ts starts it for a build.
    cspAdditions: thirdPartyCsp(build.publicDir),
  });
  await app.ready();
  config = await netlifyConfig();
  // As the build writes public/_headers, read back as Netlify reads it.
  headerRules = parseHeadersFile(
    formatHeadersFile(netlifyHeaderRules(build.publicDir)),
  );
});

afterAll(async () => {
  await app.close();
  await api.database.close();
  build.remove();
});

describe("netlify.toml's headers", () => {
  it.each(URLS)("are the server's for %s", async (url) => {
    const answer = await app.inject({
      method: "GET",
      url,
      headers: { "x-forwarded-proto": "https" },
    });
    const netlify = netlifyHeaders(config, url);
    // Netlify may join the values of overlapping rules: one rule a path.
    expect(netlify.cacheRules).toBeLessThanOrEqual(1);
    // The CSP differs by page: compared below.
    const { "cache-control": cacheControl, ...security } = netlify.headers;
    delete security[CSP];
    for (const [name, value] of Object.entries(security)) {
      expect([name, answer.headers[name]]).toEqual([name, value]);
    }
    expect(answer.headers["cache-control"]).toBe(
      cacheControl ?? ALWAYS_REVALIDATE,
    );
  });

  it.each(PAGES)(
    "give %s, through every rule it matches, exactly the server's CSP",
    async (url) => {
      const answer = await app.inject({ method: "GET", url });
      const server = String(answer.headers[CSP]);
      // A browser enforces every policy it gets: their intersection counts.
      const policies = headerValuesFor(headerRules, url, CSP);
      expect(policies).toContain(server);
      for (const policy of policies)
        expect(allowsAllOf(policy, server)).toBe(true);
    },
  );

  it.each(OTHER_HTML)(
    "allow on %s all the server's page allows",
    async (url) => {
      const answer = await app.inject({ method: "GET", url });
      expect(String(answer.headers["content-type"])).toMatch(/^text\/html/);
      const policies = headerValuesFor(headerRules, url, CSP);
      expect(policies.length).toBeGreaterThan(0);
      for (const policy of policies) {
        expect(allowsAllOf(policy, String(answer.headers[CSP]))).toBe(true);
      }
    },
  );

  it("give the build's configured vendors' origins in the CSP, from _headers alone", async () => {
    const [csp] = headerValuesFor(headerRules, "/faq", CSP);
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("script-src 'self'");
    expect(
      config.headers.flatMap((rule) => Object.keys(rule.values)),
    ).not.toContain(CSP);
  });

  it("carry every security header the server sends", async () => {
    const answer = await app.inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    const sent = Object.keys(netlifyHeaders(config, "/").headers);
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "permissions-policy",
      "cross-origin-resource-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(answer.headers[name]).toBeDefined();
      expect(sent).toContain(name);
    }
  });
});
