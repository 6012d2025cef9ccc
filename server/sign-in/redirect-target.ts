/**
 * The page sign-in returns to: an absolute http(s) URL on one of the site's
 * origins, else undefined. Stops the sign-in being used to send people and
 * their token to another site.
 */
export function allowedRedirect(
  candidate: string,
  siteOrigins: readonly string[],
): URL | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  return siteOrigins.includes(url.origin) ? url : undefined;
}

/** The page with the token in its fragment, which never reaches a server. */
export function withFragment(url: URL, values: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(values).toString();
  return target.toString();
}
