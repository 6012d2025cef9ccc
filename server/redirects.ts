/**
 * Redirect and rewrite rules in Netlify's `_redirects` format, so that deploy
 * previews on a Netlify-style host and this server read the same file.
 */
import { readFileSync } from "node:fs";

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export type RuleStatus = RedirectStatus | 200;

export interface RedirectRule {
  /** Path to match; a trailing `/*` matches the path and everything below it. */
  from: string;
  /** Where to go; `:splat` takes the part matched by `*`. */
  to: string;
  status: RuleStatus;
  line: number;
}

export type RuleMatch =
  | { kind: "redirect"; status: RedirectStatus; location: string }
  | { kind: "rewrite"; path: string };

export class RedirectsSyntaxError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
    this.name = "RedirectsSyntaxError";
  }
}

const SPLAT_SUFFIX = "/*";
const PLACEHOLDER = /:([A-Za-z_]\w*)/g;
const ABSOLUTE_URL = /^https?:\/\/[^/\s]+/;

function parseStatus(field: string | undefined, line: number): RuleStatus {
  if (field === undefined) return 301;
  const status = Number(field);
  if (status === 200) return 200;
  const redirectStatus = REDIRECT_STATUSES.find(
    (allowed) => allowed === status,
  );
  if (redirectStatus === undefined || !/^\d{3}$/.test(field)) {
    throw new RedirectsSyntaxError(
      line,
      `unsupported status "${field}"; use 200 or one of ${REDIRECT_STATUSES.join(", ")}`,
    );
  }
  return redirectStatus;
}

function checkFrom(from: string, line: number): void {
  if (!from.startsWith("/")) {
    throw new RedirectsSyntaxError(line, `"${from}" must start with "/"`);
  }
  const withoutSplat = from.endsWith(SPLAT_SUFFIX) ? from.slice(0, -1) : from;
  if (withoutSplat.includes("*")) {
    throw new RedirectsSyntaxError(
      line,
      `"${from}": "*" is only allowed as the last segment ("/*")`,
    );
  }
  if (/[:?#]/.test(withoutSplat)) {
    throw new RedirectsSyntaxError(
      line,
      `"${from}": placeholders, query strings and fragments are not supported`,
    );
  }
}

function checkTo(to: string, from: string, status: RuleStatus, line: number) {
  const isPath = to.startsWith("/") && !to.startsWith("//");
  if (!isPath && !ABSOLUTE_URL.test(to)) {
    throw new RedirectsSyntaxError(
      line,
      `"${to}" must be a path starting with "/" or an http(s) URL`,
    );
  }
  if (status === 200 && !isPath) {
    throw new RedirectsSyntaxError(
      line,
      `"${to}": a 200 rewrite must point to a path on this site`,
    );
  }
  for (const [, name] of to.matchAll(PLACEHOLDER)) {
    if (name !== "splat") {
      throw new RedirectsSyntaxError(
        line,
        `"${to}": unknown placeholder ":${name}"`,
      );
    }
    if (!from.endsWith(SPLAT_SUFFIX)) {
      throw new RedirectsSyntaxError(
        line,
        `"${to}" uses ":splat" but "${from}" has no "/*"`,
      );
    }
  }
}

/** Parses a `_redirects` file; throws RedirectsSyntaxError naming the line. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const firstLineOfFrom = new Map<string, number>();

  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = index + 1;
    const content = rawLine.trim();
    if (content === "" || content.startsWith("#")) return;

    const fields = content.split(/\s+/);
    if (fields.length < 2 || fields.length > 3) {
      throw new RedirectsSyntaxError(
        line,
        `expected "from to [status]", found ${fields.length} field(s): "${content}"`,
      );
    }
    const [from = "", to = "", statusField] = fields;
    const status = parseStatus(statusField, line);
    checkFrom(from, line);
    checkTo(to, from, status, line);

    const earlier = firstLineOfFrom.get(from);
    if (earlier !== undefined) {
      throw new RedirectsSyntaxError(
        line,
        `"${from}" already has a rule on line ${earlier}`,
      );
    }
    firstLineOfFrom.set(from, line);
    rules.push({ from, to, status, line });
  });

  return rules;
}

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

/** Reads and parses the rules file once; a syntax error names the file and line. */
export function readRedirectsFile(file: string): RedirectRule[] {
  const text = readFileSync(file, "utf8");
  try {
    return parseRedirects(text);
  } catch (error) {
    if (error instanceof RedirectsSyntaxError) {
      throw new Error(`${file}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}
