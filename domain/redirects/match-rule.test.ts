import { matchRule } from "./match-rule";
import type { RedirectRule } from "./redirect-rule";

const rules: RedirectRule[] = [
  { from: "/support", to: "/faq", status: 301 },
  { from: "/old-deals", to: "/faq?tab=deals", status: 302 },
  { from: "/order/*", to: "/order/", status: 200 },
  { from: "/blog/*", to: "/news/:splat", status: 301 },
  { from: "/go/*", to: "/:splat", status: 301 },
  { from: "/support/", to: "/faq/slash", status: 301 },
];

describe("matchRule", () => {
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

  it("lets the first matching rule win", () => {
    const first: RedirectRule[] = [
      { from: "/deals/*", to: "/faq", status: 302 },
      { from: "/deals/summer", to: "/", status: 301 },
    ];
    expect(matchRule(first, "/deals/summer", "")).toEqual({
      kind: "redirect",
      status: 302,
      location: "/faq",
    });
  });
});
