import { hashSource } from "./hash-source";
import type { InlineContent } from "./inline-content";

export const CSP_REPORT_PATH = "/api/csp-report";
/** The Reporting-Endpoints name report-to refers to. */
export const CSP_REPORT_GROUP = "csp";

/**
 * An empty <style> element. Emotion (Chakra's dialogs and menus, loaded on
 * demand) adds empty <style> elements and fills them through the CSSOM
 * (insertRule), which CSP does not govern; the element itself must be
 * allowed, and an empty one can style nothing.
 */
export const EMPTY_STYLE = hashSource("");

/**
 * The site's policy before any page's hashes: nothing by default, then
 * what the site needs, and no 'unsafe-inline' or 'unsafe-eval' anywhere
 * (docs/decisions/0017-content-security-policy.md).
 */
const BASE_POLICY = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", EMPTY_STYLE],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
  "report-uri": [CSP_REPORT_PATH],
  "report-to": [CSP_REPORT_GROUP],
} as const satisfies Record<string, readonly string[]>;

type BaseDirective = keyof typeof BASE_POLICY;

/**
 * Directives only some pages state (Stripe's frames on checkout); where
 * absent, default-src 'none' holds, so other pages' policies stay as they were.
 */
const PAGE_DIRECTIVES = ["frame-src"] as const;

export type CspDirective = BaseDirective | (typeof PAGE_DIRECTIVES)[number];

/** Extra sources per directive, e.g. an analytics origin in script-src and connect-src. */
export type CspAdditions = Partial<Record<CspDirective, readonly string[]>>;

export type Policy = Record<BaseDirective, string[]> &
  Partial<Record<CspDirective, string[]>>;

/** The hash sources one page needs for what it has inline. */
export interface PageHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export const NO_HASHES: PageHashes = {
  scripts: [],
  styles: [],
  styleAttributes: [],
};

const hashesOf = (texts: string[]) => [...new Set(texts.map(hashSource))];

export function pageHashes(content: InlineContent): PageHashes {
  return {
    scripts: hashesOf(content.scripts),
    styles: hashesOf(content.styles),
    styleAttributes: hashesOf(content.styleAttributes),
  };
}

/** Every hash of several pages at once: a policy any of them can run under. */
export function unionOfHashes(pages: Iterable<PageHashes>): PageHashes {
  const union = { scripts: [], styles: [], styleAttributes: [] } as PageHashes;
  for (const page of pages) {
    union.scripts.push(...page.scripts);
    union.styles.push(...page.styles);
    union.styleAttributes.push(...page.styleAttributes);
  }
  return {
    scripts: [...new Set(union.scripts)].sort(),
    styles: [...new Set(union.styles)].sort(),
    styleAttributes: [...new Set(union.styleAttributes)].sort(),
  };
}

export function contentSecurityPolicy(
  additions: CspAdditions = {},
  hashes: PageHashes = NO_HASHES,
): Policy {
  const policy = {} as Policy;
  for (const name of Object.keys(BASE_POLICY) as BaseDirective[]) {
    const sources = [...BASE_POLICY[name], ...(additions[name] ?? [])];
    policy[name] = [...new Set(sources)];
  }
  for (const name of PAGE_DIRECTIVES) {
    const sources = additions[name] ?? [];
    if (sources.length > 0) policy[name] = [...new Set(sources)];
  }
  policy["script-src"].push(...hashes.scripts);
  policy["style-src"].push(...hashes.styles);
  // A style attribute matches a hash only with 'unsafe-hashes'; it allows
  // exactly the attribute values hashed, nothing else.
  if (hashes.styleAttributes.length > 0) {
    policy["style-src"].push("'unsafe-hashes'", ...hashes.styleAttributes);
  }
  for (const name of ["script-src", "style-src"] as const) {
    policy[name] = [...new Set(policy[name])];
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy as Record<string, string[]>)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** A policy's directives and their sources, as browsers read one. */
export function parsePolicy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of text.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first of a repeated directive counts.
    if (name && !directives.has(name.toLowerCase())) {
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

/** A policy's text with more sources in some directives (each once). */
export function withSources(
  policyText: string,
  additions: CspAdditions,
): string {
  const directives = parsePolicy(policyText);
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [];
    directives.set(name, [...new Set([...current, ...sources])]);
  }
  return [...directives]
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** Two sets of additions as one, each source once. */
export function joinAdditions(
  first: CspAdditions,
  second: CspAdditions,
): CspAdditions {
  const joined: CspAdditions = { ...first };
  for (const [name, sources] of Object.entries(second) as [
    CspDirective,
    readonly string[],
  ][]) {
    joined[name] = [...new Set([...(first[name] ?? []), ...sources])];
  }
  return joined;
}
