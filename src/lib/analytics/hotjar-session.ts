/**
 * The heat-map's session id, from the `_hjSession_<site id>` cookie Hotjar
 * sets once it runs (its value is URL-encoded JSON with an `id`). Empty
 * before heat-map consent, or when the cookie is absent or unreadable.
 */
export function hotjarSessionId(cookies: string): string {
  const match = /(?:^|;\s*)_hjSession_\d+=([^;]*)/.exec(cookies);
  if (!match?.[1]) return "";
  try {
    const value: unknown = JSON.parse(decodeURIComponent(match[1]));
    const id = (value as { id?: unknown } | null)?.id;
    return typeof id === "string" ? id : "";
  } catch {
    return "";
  }
}
