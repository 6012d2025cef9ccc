import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readRedirects } from "./read-redirects";

let dir = "";
let files = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "redirects-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeRules(text: string): string {
  files += 1;
  const file = path.join(dir, `_redirects-${files}`);
  writeFileSync(file, text);
  return file;
}

describe("readRedirects", () => {
  it("reads rules and skips comments and blank lines", async () => {
    const file = writeRules(
      "# header\n\n/support   /faq  301\n  # indented comment\n/order/*  /order/  200  # client-only\n",
    );
    expect(await readRedirects(file)).toEqual([
      { from: "/support", to: "/faq", status: 301 },
      { from: "/order/*", to: "/order/", status: 200 },
    ]);
  });

  it("defaults the status to 301 like Netlify", async () => {
    expect(await readRedirects(writeRules("/a /b"))).toEqual([
      { from: "/a", to: "/b", status: 301 },
    ]);
  });

  it("accepts Windows line endings and absolute target URLs", async () => {
    const file = writeRules("/a /b 302\r\n/c https://example.com/d 308\r\n");
    expect(await readRedirects(file)).toEqual([
      { from: "/a", to: "/b", status: 302 },
      { from: "/c", to: "https://example.com/d", status: 308 },
    ]);
  });

  it("refuses a line with no target, naming the file and line", async () => {
    const file = writeRules("# ok\n/a /b 301\n/lonely\n");
    await expect(readRedirects(file)).rejects.toThrow(
      `${file}: Could not parse redirect line 3:\n  /lonely\nMissing destination path/URL`,
    );
  });

  it.each([
    // Netlify reads extra words as conditions.
    ["/a /b 301 extra", "rule /a → /b: conditions (extra) are not supported"],
    ["/a /b 404", "rule /a → /b: unsupported status 404; use 200 or one of"],
    ["/a /b 301!", 'rule /a → /b: forced rules ("!") are not supported'],
    [
      "/a /b abc",
      'Could not parse redirect number 1:\n  {"from":"/a","query":{},"to":"/b","status":"abc","force":false,"conditions":{}}\nInvalid status code: abc',
    ],
    ["a /b 301", 'rule a → /b: "a" must start with "/"'],
    [
      "https://x.org/a /b 301",
      'rule https://x.org/a → /b: "https://x.org/a" must start with "/"',
    ],
    [
      "/a/*/b /b 301",
      'rule /a/*/b → /b: "/a/*/b": "*" is only allowed as the last segment',
    ],
    [
      "/a/:id /b 301",
      'rule /a/:id → /b: "/a/:id": placeholders, query strings',
    ],
    [
      "/a b 301",
      'Could not parse redirect line 1:\n  /a b 301\nThe destination path/URL must start with "/", "http:" or "https:"',
    ],
    [
      "/a //evil.com 301",
      'rule /a → //evil.com: "//evil.com" must be a path starting with a single "/"',
    ],
    [
      "/a https://x.org/ 200",
      'rule /a → https://x.org/: "https://x.org/": a 200 rewrite must point to a path',
    ],
    [
      "/a /b/:splat 301",
      'rule /a → /b/:splat: "/b/:splat" uses ":splat" but "/a" has no "/*"',
    ],
    [
      "/a/* /b/:id 301",
      'rule /a/* → /b/:id: "/b/:id": unknown placeholder ":id"',
    ],
    ["/a /b 301\n/a /c 302", 'rule /a → /c: "/a" already has a rule (/a → /b)'],
    [
      "/a /b 301\n/x /y\n/a   /b  301",
      "1 line(s) repeat an earlier rule exactly; remove the copies",
    ],
    [
      "/f id=:id /g 301",
      "rule /f → /g: query matching (id=:id) is not supported",
    ],
    [
      "/h /i 302 Country=ca,us",
      "rule /h → /i: conditions (Country=ca,us) are not supported",
    ],
    ["/j /k 200 Sign=secret", "rule /j → /k: signed rules are not supported"],
    [
      "/.netlify/x /y",
      'Could not parse redirect number 1:\n  {"from":"/.netlify/x","query":{},"to":"/y","conditions":{}}\n"path" field must not start with "/.netlify"',
    ],
  ])("refuses %j", async (text, message) => {
    const file = writeRules(text);
    await expect(readRedirects(file)).rejects.toThrow(`${file}: ${message}`);
  });

  it("lists the problems Netlify and our rules find, all at once", async () => {
    const file = writeRules("/lonely\n/ok /fine\n/a /b 404\n");
    await expect(readRedirects(file)).rejects.toThrow(
      `${file}: Could not parse redirect line 1:\n  /lonely\nMissing destination path/URL\nrule /a → /b: unsupported status 404`,
    );
  });

  it("names a missing file rather than reading it as no rules", async () => {
    const file = path.join(dir, "missing", "_redirects");
    await expect(readRedirects(file)).rejects.toThrow(`${file}: ENOENT`);
  });
});

describe("static/_redirects (the real file)", () => {
  it("holds the site's redirects in English and French", async () => {
    const rules = await readRedirects(
      path.join(__dirname, "..", "..", "..", "static", "_redirects"),
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
});
