import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  matchRule,
  parseRedirects,
  readRedirectsFile,
  RedirectsSyntaxError,
} from "./redirects";

function syntaxErrorOf(text: string): RedirectsSyntaxError {
  try {
    parseRedirects(text);
  } catch (error) {
    if (error instanceof RedirectsSyntaxError) return error;
    throw error;
  }
  throw new Error("expected parseRedirects to throw");
}

describe("parseRedirects", () => {
  it("reads rules and skips comments and blank lines", () => {
    const rules = parseRedirects(
      "# header\n\n/support   /faq  301\n  # indented comment\n/order/*  /order/  200\n",
    );
    expect(rules).toEqual([
      { from: "/support", to: "/faq", status: 301, line: 3 },
      { from: "/order/*", to: "/order/", status: 200, line: 5 },
    ]);
  });

  it("defaults the status to 301 like Netlify", () => {
    expect(parseRedirects("/a /b")).toEqual([
      { from: "/a", to: "/b", status: 301, line: 1 },
    ]);
  });

  it("accepts Windows line endings and absolute target URLs", () => {
    expect(
      parseRedirects("/a /b 302\r\n/c https://example.com/d 308\r\n"),
    ).toEqual([
      { from: "/a", to: "/b", status: 302, line: 1 },
      { from: "/c", to: "https://example.com/d", status: 308, line: 2 },
    ]);
  });

  it("rejects a line with the wrong number of fields, naming the line", () => {
    const error = syntaxErrorOf("# ok\n/a /b 301\n/lonely\n");
    expect(error.line).toBe(3);
    expect(error.message).toBe(
      'line 3: expected "from to [status]", found 1 field(s): "/lonely"',
    );
    expect(syntaxErrorOf("/a /b 301 extra").message).toMatch(
      /^line 1: expected "from to \[status\]", found 4 field\(s\)/,
    );
  });

  it.each([
    ["/a /b 404", 'line 1: unsupported status "404"'],
    ["/a /b 301!", 'line 1: unsupported status "301!"'],
    ["/a /b abc", 'line 1: unsupported status "abc"'],
    ["a /b 301", 'line 1: "a" must start with "/"'],
    [
      "/a/*/b /b 301",
      'line 1: "/a/*/b": "*" is only allowed as the last segment',
    ],
    ["/a/:id /b 301", 'line 1: "/a/:id": placeholders, query strings'],
    [
      "/a b 301",
      'line 1: "b" must be a path starting with "/" or an http(s) URL',
    ],
    ["/a //evil.com 301", 'line 1: "//evil.com" must be a path'],
    [
      "/a https://x.org/ 200",
      'line 1: "https://x.org/": a 200 rewrite must point to a path',
    ],
    [
      "/a /b/:splat 301",
      'line 1: "/b/:splat" uses ":splat" but "/a" has no "/*"',
    ],
    ["/a/* /b/:id 301", 'line 1: "/b/:id": unknown placeholder ":id"'],
    ["/a /b 301\n/a /c 302", 'line 2: "/a" already has a rule on line 1'],
  ])("rejects %j", (text, message) => {
    expect(syntaxErrorOf(text).message.startsWith(message)).toBe(true);
  });
});

describe("matchRule", () => {
  const rules = parseRedirects(`
/support        /faq          301
/old-deals      /faq?tab=deals 302
/order/*        /order/       200
/blog/*         /news/:splat  301
/go/*           /:splat       301
/support/       /faq/slash    301
`);

  it("redirects with the rule's status", () => {
    expect(matchRule(rules, "/support", "")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/faq",
    });
  });

  it("keeps the query string, joining it to a target's own query", () => {
    expect(matchRule(rules, "/support", "?utm=mail&x=1")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/faq?utm=mail&x=1",
    });
    expect(matchRule(rules, "/old-deals", "?utm=mail")).toEqual({
      kind: "redirect",
      status: 302,
      location: "/faq?tab=deals&utm=mail",
    });
  });

  it("matches exact paths only, so a trailing slash needs its own rule", () => {
    expect(matchRule(rules, "/support/", "")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/faq/slash",
    });
    expect(matchRule(rules, "/supportx", "")).toBeNull();
    expect(matchRule(rules, "/faq", "")).toBeNull();
  });

  it("rewrites everything under a splat", () => {
    for (const pathname of [
      "/order",
      "/order/",
      "/order/abc123",
      "/order/a/b",
    ]) {
      expect(matchRule(rules, pathname, "?x=1")).toEqual({
        kind: "rewrite",
        path: "/order/",
      });
    }
    expect(matchRule(rules, "/orders", "")).toBeNull();
  });

  it("puts the splat into the target", () => {
    expect(matchRule(rules, "/blog/2024/deals", "")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/news/2024/deals",
    });
  });

  it("never produces a protocol-relative location from a splat", () => {
    expect(matchRule(rules, "/go//evil.com", "")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/evil.com",
    });
  });
});

describe("static/_redirects (the real file)", () => {
  it("holds the site's redirects in English and French", () => {
    const rules = readRedirectsFile(
      path.join(__dirname, "..", "static", "_redirects"),
    );
    expect(rules.map(({ from, to, status }) => [from, to, status])).toEqual([
      ["/support", "/faq", 301],
      ["/support/", "/faq", 301],
      ["/fr/support", "/fr/faq", 301],
      ["/fr/support/", "/fr/faq", 301],
      ["/campaign/flyer", "/", 301],
      ["/campaign/flyer/", "/", 301],
      ["/fr/campaign/flyer", "/fr", 301],
      ["/fr/campaign/flyer/", "/fr", 301],
      ["/order/*", "/order/", 200],
      ["/fr/order/*", "/fr/order/", 200],
    ]);
  });

  it("names the file in a syntax error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "redirects-"));
    const file = path.join(dir, "_redirects");
    writeFileSync(file, "/a /b 301\n/broken\n");
    try {
      expect(() => readRedirectsFile(file)).toThrow(
        `${file}: line 2: expected "from to [status]"`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
