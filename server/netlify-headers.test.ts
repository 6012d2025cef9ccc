// netlify.toml's headers and the build's public/_headers
// (scripts/netlify-config.ts) against what this server answers for each kind
// of file a build holds, over https.
import type { FastifyInstance } from "fastify";
import {
  netlifyConfig,
  netlifyHeadersFile,
  type HeaderRule,
  type NetlifyConfig,
} from "../scripts/netlify-config";
import { buildApp } from "./app";
import type { ApiContext } from "./api-settings";
import { ALWAYS_REVALIDATE } from "./cache-headers";
import { thirdPartyCsp } from "./third-party-csp";
import {
  createFakeBuild,
  FAKE_FILES,
  type FakeBuild,
} from "./testing/fake-build";
import { openTestApi } from "./testing/test-api";

/** Netlify's matching of a `for` pattern (its headers parser's rules). */
function forRegExp(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      return part
        .split("*")
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/** The rules of a _headers file: a path, then its indented "Name: value" lines. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n").filter(Boolean)) {
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (header) rules.at(-1)!.values[header[1]!] = header[2]!;
    else rules.push({ for: line.trim(), values: {} });
  }
  return rules;
}

/**
 * What Netlify sends for a path; files no Cache-Control rule names get its
 * default. netlify.toml wins over _headers for a header both name.
 */
function netlifyHeaders(config: NetlifyConfig, urlPath: string) {
  const rules = [...parseHeadersFile(headersFile), ...config.headers];
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
  "app-0123456789abcdef0123.js.map": "{}",
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

let build: FakeBuild;
let api: ApiContext;
let app: FastifyInstance;
let config: NetlifyConfig;
let headersFile: string;

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
  headersFile = await netlifyHeadersFile(build.publicDir);
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
    const { "cache-control": cacheControl, ...security } = netlify.headers;
    for (const [name, value] of Object.entries(security)) {
      expect([name, answer.headers[name]]).toEqual([name, value]);
    }
    expect(answer.headers["cache-control"]).toBe(
      cacheControl ?? ALWAYS_REVALIDATE,
    );
  });

  it("give the build's configured vendors' origins in the CSP, from _headers alone", async () => {
    const csp = netlifyHeaders(config, "/faq").headers[
      "content-security-policy"
    ];
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("script-src 'self'");
    expect(
      config.headers.flatMap((rule) => Object.keys(rule.values)),
    ).not.toContain("content-security-policy");
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
