import {
  contentSecurityPolicy,
  EMPTY_STYLE,
  pageHashes,
  parsePolicy,
  serializePolicy,
  unionOfHashes,
} from "./content-security-policy";
import { hashSource } from "./hash-source";
import { inlineContent } from "./inline-content";

const EXPECTED_BASE = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${EMPTY_STYLE}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "report-uri /api/csp-report",
  "report-to csp",
].join("; ");

describe("contentSecurityPolicy", () => {
  it("allows nothing by default, then only the site's own files", () => {
    expect(serializePolicy(contentSecurityPolicy())).toBe(EXPECTED_BASE);
  });

  it("allows a page's inline scripts and styles by their hashes alone", () => {
    const page = pageHashes(
      inlineContent(
        `<script>a()</script><script>a()</script><style>p{}</style><div style="color:red"></div>`,
      ),
    );
    const policy = contentSecurityPolicy({}, page);
    expect(policy["script-src"]).toEqual(["'self'", hashSource("a()")]);
    expect(policy["style-src"]).toEqual([
      "'self'",
      EMPTY_STYLE,
      hashSource("p{}"),
      "'unsafe-hashes'",
      hashSource("color:red"),
    ]);
    const text = serializePolicy(policy);
    expect(text).not.toContain("unsafe-inline");
    expect(text).not.toContain("unsafe-eval");
  });

  it("says 'unsafe-hashes' only for a page with style attributes", () => {
    const page = pageHashes(inlineContent(`<style>p{}</style>`));
    expect(contentSecurityPolicy({}, page)["style-src"]).not.toContain(
      "'unsafe-hashes'",
    );
  });

  it("adds configured sources to their directive only, once", () => {
    const policy = contentSecurityPolicy({
      "script-src": ["https://analytics.example"],
      "connect-src": ["https://analytics.example", "'self'"],
    });
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://analytics.example",
    ]);
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://analytics.example",
    ]);
    expect(policy["default-src"]).toEqual(["'none'"]);
  });
});

describe("unionOfHashes", () => {
  it("holds every page's hashes once", () => {
    const a = pageHashes(
      inlineContent(`<script>a()</script><style>p{}</style>`),
    );
    const b = pageHashes(
      inlineContent(`<script>b()</script><style>p{}</style>`),
    );
    const union = unionOfHashes([a, b]);
    expect(union.scripts).toEqual(
      [hashSource("a()"), hashSource("b()")].sort(),
    );
    expect(union.styles).toEqual([hashSource("p{}")]);
  });
});

describe("parsePolicy", () => {
  it("reads directives back, the first of a repeated one counting", () => {
    const parsed = parsePolicy(
      "default-src 'none';  Script-Src 'self' 'sha256-x'; script-src *; ",
    );
    expect(parsed.get("default-src")).toEqual(["'none'"]);
    expect(parsed.get("script-src")).toEqual(["'self'", "'sha256-x'"]);
    expect(parsePolicy(EXPECTED_BASE).size).toBe(14);
  });
});
