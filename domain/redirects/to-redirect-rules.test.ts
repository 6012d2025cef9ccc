import { RedirectRulesError, toRedirectRules } from "./to-redirect-rules";

/** A rule shaped as netlify-redirect-parser returns it for one file line. */
function netlify(from: string, to: string, fields: object = {}) {
  return {
    from,
    query: {},
    to,
    force: false,
    conditions: {},
    headers: {},
    ...fields,
  };
}

function problemsOf(parsed: unknown[]): readonly string[] {
  try {
    toRedirectRules(parsed);
  } catch (error) {
    if (error instanceof RedirectRulesError) return error.problems;
    throw error;
  }
  throw new Error("expected toRedirectRules to throw");
}

describe("toRedirectRules", () => {
  it("keeps the rules in order, with their status", () => {
    expect(
      toRedirectRules([
        netlify("/support", "/faq", { status: 301 }),
        netlify("/order/*", "/order/", { status: 200 }),
        netlify("/c", "https://example.com/d", { status: 308 }),
      ]),
    ).toEqual([
      { from: "/support", to: "/faq", status: 301 },
      { from: "/order/*", to: "/order/", status: 200 },
      { from: "/c", to: "https://example.com/d", status: 308 },
    ]);
  });

  it("defaults the status to 301 like Netlify", () => {
    expect(toRedirectRules([netlify("/a", "/b")])).toEqual([
      { from: "/a", to: "/b", status: 301 },
    ]);
  });

  it("accepts Netlify's forward rule, a 200 to the same path", () => {
    expect(
      toRedirectRules([netlify("/n/*", "/n/:splat", { status: 200 })]),
    ).toEqual([{ from: "/n/*", to: "/n/:splat", status: 200 }]);
  });

  it.each([
    [
      netlify("/a", "/b", { status: 404 }),
      "rule /a → /b: unsupported status 404; use 200 or one of 301, 302, 303, 307, 308",
    ],
    [
      netlify("/a", "/b", { status: 301, force: true }),
      'rule /a → /b: forced rules ("!") are not supported',
    ],
    [netlify("a", "/b"), 'rule a → /b: "a" must start with "/"'],
    [
      netlify("https://x.org/a", "/b"),
      'rule https://x.org/a → /b: "https://x.org/a" must start with "/"',
    ],
    [
      netlify("/a/*/b", "/b"),
      'rule /a/*/b → /b: "/a/*/b": "*" is only allowed as the last segment',
    ],
    [
      netlify("/a/:id", "/b"),
      'rule /a/:id → /b: "/a/:id": placeholders, query strings and fragments',
    ],
    [
      netlify("/a", "b"),
      'rule /a → b: "b" must be a path starting with a single "/" or an http(s) URL',
    ],
    [
      netlify("/a", "//evil.com"),
      'rule /a → //evil.com: "//evil.com" must be a path starting with a single "/"',
    ],
    [
      netlify("/a", "/\\evil.com"),
      'rule /a → /\\evil.com: "/\\evil.com" must be a path starting with a single "/"',
    ],
    [
      netlify("/a", "https://x.org/", { status: 200 }),
      'rule /a → https://x.org/: "https://x.org/": a 200 rewrite must point to a path on this site',
    ],
    [
      netlify("/a", "/b/:splat"),
      'rule /a → /b/:splat: "/b/:splat" uses ":splat" but "/a" has no "/*"',
    ],
    [
      netlify("/a/*", "/b/:id"),
      'rule /a/* → /b/:id: "/b/:id": unknown placeholder ":id"',
    ],
    [
      netlify("/f", "/g", { query: { id: ":id" } }),
      "rule /f → /g: query matching (id=:id) is not supported",
    ],
    [
      netlify("/h", "/i", { conditions: { Country: ["ca"] } }),
      "rule /h → /i: conditions (Country=ca) are not supported",
    ],
    [
      // Netlify reads a fourth word ("/a /b 301 extra") as a condition.
      netlify("/a", "/b", { status: 301, conditions: { extra: undefined } }),
      'rule /a → /b: conditions (extra) are not supported; a rule is "from to [status]"',
    ],
    [
      netlify("/j", "/k", { signed: "secret" }),
      "rule /j → /k: signed rules are not supported",
    ],
    [
      netlify("/j", "/k", { headers: { "X-From": "netlify.toml" } }),
      "rule /j → /k: custom headers and rate limits are not supported",
    ],
  ])("refuses %j", (rule, message) => {
    const [problem = ""] = problemsOf([rule]);
    expect(problem.startsWith(message)).toBe(true);
  });

  it("refuses a second rule for the same path, naming the first", () => {
    expect(
      problemsOf([
        netlify("/a", "/b", { status: 301 }),
        netlify("/a", "/c", { status: 302 }),
      ]),
    ).toEqual(['rule /a → /c: "/a" already has a rule (/a → /b)']);
  });

  it("refuses a shape Netlify's parser does not give, naming the field", () => {
    expect(problemsOf([netlify("/a", "/b", { status: "abc" })])).toEqual([
      expect.stringMatching(/^rule 1 \(.*"\/a".*\) is not shaped .*: status:/),
    ]);
    expect(problemsOf([netlify("/a", "/b", { proxy: true })])).toEqual([
      expect.stringContaining('Unrecognized key: "proxy"'),
    ]);
  });

  it("lists every problem of every rule at once", () => {
    expect(
      problemsOf([
        netlify("/a", "/b", { status: 404, force: true }),
        netlify("/ok", "/fine"),
        netlify("x", "/y"),
      ]),
    ).toEqual([
      'rule /a → /b: forced rules ("!") are not supported: here a rule never hides a file',
      "rule /a → /b: unsupported status 404; use 200 or one of 301, 302, 303, 307, 308",
      'rule x → /y: "x" must start with "/"',
    ]);
  });
});
