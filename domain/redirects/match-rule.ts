import {
  SPLAT_SUFFIX,
  type RedirectRule,
  type RedirectStatus,
} from "./redirect-rule";

export type RuleMatch =
  | { kind: "redirect"; status: RedirectStatus; location: string }
  | { kind: "rewrite"; path: string };

/** The part of `pathname` matched by the rule's `*`, or null when it does not match. */
function matchFrom(from: string, pathname: string): string | null {
  if (!from.endsWith(SPLAT_SUFFIX)) return from === pathname ? "" : null;
  const base = from.slice(0, -SPLAT_SUFFIX.length);
  if (pathname === base || pathname === `${base}/`) return "";
  return pathname.startsWith(`${base}/`)
    ? pathname.slice(base.length + 1)
    : null;
}

function withQuery(target: string, search: string): string {
  if (search === "" || search === "?") return target;
  return target.includes("?")
    ? `${target}&${search.slice(1)}`
    : `${target}${search}`;
}

/**
 * First rule matching `pathname` (raw, still percent-encoded), like Netlify.
 * `search` is the raw query string with its "?", kept on redirects.
 */
export function matchRule(
  rules: readonly RedirectRule[],
  pathname: string,
  search: string,
): RuleMatch | null {
  for (const rule of rules) {
    const splat = matchFrom(rule.from, pathname);
    if (splat === null) continue;
    // Collapsing leading slashes keeps a splat like "/evil.com" from making a
    // protocol-relative ("//evil.com") open redirect.
    const target = rule.to
      .replaceAll(":splat", splat)
      .replace(/^[/\\]{2,}/, "/");
    if (rule.status === 200) return { kind: "rewrite", path: target };
    return {
      kind: "redirect",
      status: rule.status,
      location: withQuery(target, search),
    };
  }
  return null;
}
