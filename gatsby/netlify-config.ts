/**
 * netlify.toml, made from what our server does, so deploy previews on Netlify
 * answer as `npm start` does (docs/decisions/0010-netlify-toml.md):
 * - security headers: the server's own (Helmet's, HSTS, Permissions-Policy);
 *   the CSP alone is written by each build into public/_headers, since it
 *   holds each page's inline scripts' hashes and names the origins of the
 *   third-party scripts that build configured;
 * - Cache-Control: the server's cacheControlFor, asked about each kind of
 *   file the build holds; files no rule names get Netlify's default, which
 *   is the server's ALWAYS_REVALIDATE (HTML, page-data);
 * - redirects: Netlify reads public/_redirects, copied from static/_redirects,
 *   the file the server reads; netlify.toml adds the per-language not-found
 *   pages the server answers (server/site/not-found-page.ts).
 * `npm run netlify-toml` writes it; a test fails when the committed file differs.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../domain/languages";
import {
  ALWAYS_REVALIDATE,
  cacheControlFor,
} from "../server/platform/caching/cache-headers";
import { pagePath, readBuiltPages } from "../server/platform/csp/built-pages";
import {
  contentSecurityPolicy,
  serializePolicy,
  unionOfHashes,
} from "../server/platform/csp/content-security-policy";
import { securityHeaders } from "../server/platform/csp/security-headers";
import { thirdPartyCsp } from "../server/platform/csp/third-party-csp";
import type { HeaderRule } from "./netlify-headers-file";

export type { HeaderRule };

export interface NetlifyConfig {
  build: {
    command: string;
    publish: string;
    environment: Record<string, string>;
  };
  previewEnvironment: Record<string, string>;
  redirects: { from: string; to: string; status: number }[];
  headers: HeaderRule[];
}

const root = path.resolve(__dirname, "..");

/**
 * Netlify path patterns for the files of a Gatsby build, each with a file it
 * stands for. Gatsby names bundles "[name]-[contenthash].js" and stylesheets
 * "[name].[contenthash].css"; the rest of its output is HTML, page-data and
 * what static/ holds.
 */
const BUILD_PATTERNS: [pattern: string, sample: string][] = [
  ["/static/*", "static/0123456789/image.png"],
  ["/*-*.js", "app-0123456789abcdef0123.js"],
  ["/*.*.css", "styles.0123456789abcdef0123.css"],
  ["/page-data/*", "page-data/index/page-data.json"],
  ["/robots.txt", "robots.txt"],
  ["/sitemap-*.xml", "sitemap-0.xml"],
];

/** Files copied as they are from static/ (icons, images), but the rule files. */
function staticFiles(): string[] {
  return readdirSync(path.join(root, "static"))
    .filter((name) => !name.startsWith("_"))
    .sort();
}

function cacheRules(): HeaderRule[] {
  const patterns: [string, string][] = [
    ...BUILD_PATTERNS,
    ...staticFiles().map((name): [string, string] => [`/${name}`, name]),
  ];
  return patterns
    .map(([pattern, sample]) => ({
      for: pattern,
      values: { "Cache-Control": cacheControlFor(sample) },
    }))
    .filter((rule) => rule.values["Cache-Control"] !== ALWAYS_REVALIDATE);
}

export async function netlifyConfig(): Promise<NetlifyConfig> {
  return {
    build: {
      command: "npm run build",
      publish: "public",
      environment: { NODE_VERSION: "20.20.2" },
    },
    previewEnvironment: { GATSBY_API_URL: "mock" },
    redirects: LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => ({
      from: `/${l}/*`,
      to: `/${l}/404.html`,
      status: 404,
    })),
    headers: [{ for: "/*", values: await securityHeaders() }, ...cacheRules()],
  };
}

const CSP = "Content-Security-Policy";

/**
 * The rules of public/_headers, which every build writes
 * (gatsby/on-post-build.ts): each page's path with the CSP the server sends
 * with that page (its inline scripts' and styles' hashes, the origins of
 * the build's third-party scripts), and before them, for every other path
 * (not-found pages, client-only routes), one allowing every page's hashes.
 * Netlify sends every matching rule's value; a browser enforces each, so a
 * page gets exactly its own. netlify.toml cannot hold these: it is read
 * before the build.
 */
export function netlifyHeaderRules(publicDir: string): HeaderRule[] {
  const additions = thirdPartyCsp(publicDir);
  const pages = readBuiltPages(publicDir);
  const policy = (hashes = unionOfHashes(pages.map((page) => page.hashes))) =>
    serializePolicy(contentSecurityPolicy(additions, hashes));
  return [
    { for: "/*", values: { [CSP]: policy() } },
    ...pages.map((page) => ({
      for: pagePath(page.file),
      values: { [CSP]: policy(page.hashes) },
    })),
  ];
}

const quote = (value: string) => JSON.stringify(value);
const table = (values: Record<string, string | number>, indent = "  ") =>
  Object.entries(values)
    .map(([key, value]) => {
      const name = /^[A-Za-z0-9_-]+$/.test(key) ? key : quote(key);
      const text = typeof value === "number" ? String(value) : quote(value);
      return `${indent}${name} = ${text}\n`;
    })
    .join("");

/** The TOML text of the config, with a note that it is generated. */
export function netlifyToml(config: NetlifyConfig): string {
  const parts = [
    "# Generated by `npm run netlify-toml` (gatsby/netlify-config.ts) from the\n" +
      "# server's headers and rules: edit those, not this file.\n" +
      "# Redirects and rewrites: static/_redirects, published as public/_redirects.\n",
    `[build]\n${table({ command: config.build.command, publish: config.build.publish })}`,
    `[build.environment]\n${table(config.build.environment)}`,
    "# Deploy previews answer every API call from in-browser fixtures.\n" +
      `[context.deploy-preview.environment]\n${table(config.previewEnvironment)}`,
    ...config.redirects.map(
      (redirect) =>
        `# The not-found page in its language, as the server answers.\n[[redirects]]\n${table(redirect)}`,
    ),
    ...config.headers.map(
      (rule) =>
        `[[headers]]\n${table({ for: rule.for })}  [headers.values]\n${table(rule.values, "    ")}`,
    ),
  ];
  return parts.join("\n");
}
