import type { NetlifyRedirect } from "./netlify-redirect";
import {
  REDIRECT_STATUSES,
  SPLAT_SUFFIX,
  type RuleStatus,
} from "./redirect-rule";

const PLACEHOLDER = /:([A-Za-z_]\w*)/g;
const ABSOLUTE_URL = /^https?:\/\/[^/\s]+/;
// "//host" and "/\host" both leave the site in a browser.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/** Our status for Netlify's: none means 301, as on Netlify; null if unsupported. */
export function ruleStatusOf(status: number | undefined): RuleStatus | null {
  if (status === undefined) return 301;
  if (status === 200) return 200;
  return REDIRECT_STATUSES.find((allowed) => allowed === status) ?? null;
}

function describePairs(pairs: Record<string, unknown> = {}): string {
  return Object.entries(pairs)
    .map(([key, value]) =>
      value === undefined ? key : `${key}=${String(value)}`,
    )
    .join(" ");
}

/** Netlify features our server does not implement, so it would answer otherwise. */
export function unsupportedFeatures(rule: NetlifyRedirect): string[] {
  const problems: string[] = [];
  const query = describePairs(rule.query);
  if (query) problems.push(`query matching (${query}) is not supported`);
  const conditions = describePairs(rule.conditions);
  if (conditions) {
    problems.push(
      `conditions (${conditions}) are not supported; a rule is "from to [status]"`,
    );
  }
  if (rule.signed !== undefined) {
    problems.push("signed rules are not supported");
  }
  if (rule.force) {
    problems.push(
      'forced rules ("!") are not supported: here a rule never hides a file',
    );
  }
  if (describePairs(rule.headers) || rule.rate_limit !== undefined) {
    problems.push("custom headers and rate limits are not supported");
  }
  return problems;
}

export function fromProblem(from: string): string | null {
  if (!from.startsWith("/")) return `"${from}" must start with "/"`;
  const withoutSplat = from.endsWith(SPLAT_SUFFIX) ? from.slice(0, -1) : from;
  if (withoutSplat.includes("*")) {
    return `"${from}": "*" is only allowed as the last segment ("/*")`;
  }
  if (/[:?#]/.test(withoutSplat)) {
    return `"${from}": placeholders, query strings and fragments are not supported`;
  }
  return null;
}

export function toProblem(
  to: string,
  from: string,
  status: number | undefined,
): string | null {
  const isPath = to.startsWith("/") && !PROTOCOL_RELATIVE.test(to);
  if (!isPath && !ABSOLUTE_URL.test(to)) {
    return `"${to}" must be a path starting with a single "/" or an http(s) URL`;
  }
  if (status === 200 && !isPath) {
    return `"${to}": a 200 rewrite must point to a path on this site (no proxying)`;
  }
  for (const [, name] of to.matchAll(PLACEHOLDER)) {
    if (name !== "splat") return `"${to}": unknown placeholder ":${name}"`;
    if (!from.endsWith(SPLAT_SUFFIX)) {
      return `"${to}" uses ":splat" but "${from}" has no "/*"`;
    }
  }
  return null;
}
