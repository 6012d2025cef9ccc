/** The redirect statuses our server answers; 200 is a rewrite instead. */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export type RuleStatus = RedirectStatus | 200;

/** A `from` ending in this matches the path and everything below it. */
export const SPLAT_SUFFIX = "/*";

/** One rule of `_redirects`, as the server, the build and Netlify all read it. */
export interface RedirectRule {
  /** Path to match; a trailing `/*` matches the path and everything below it. */
  from: string;
  /** Where to go; `:splat` takes the part matched by `*`. */
  to: string;
  status: RuleStatus;
}
