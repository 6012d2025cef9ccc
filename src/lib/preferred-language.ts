export const LANGUAGE_STORAGE_KEY = "language";

interface LanguageSources {
  /** The `language` query parameter, if any. */
  query: string | null;
  /** localStorage `language`, if any. */
  stored: string | null;
  /** navigator.languages (e.g. ["fr-CA", "en"]). */
  browser: readonly string[];
  supported: readonly string[];
  fallback: string;
}

const primary = (tag: string) => tag.trim().slice(0, 2).toLowerCase();

/** SPEC §4: the query parameter, else the stored choice, else the browser's language. */
export function preferredLanguage({
  query,
  stored,
  browser,
  supported,
  fallback,
}: LanguageSources): string {
  for (const candidate of [query, stored]) {
    if (candidate && supported.includes(primary(candidate))) {
      return primary(candidate);
    }
  }
  const fromBrowser = browser.map(primary).find((l) => supported.includes(l));
  return fromBrowser ?? fallback;
}

/** The same page in another language: /faq ⇄ /fr/faq, / ⇄ /fr. */
export function localizedPath(
  originalPath: string,
  language: string,
  defaultLanguage: string,
): string {
  if (language === defaultLanguage) return originalPath;
  return originalPath === "/" ? `/${language}` : `/${language}${originalPath}`;
}

/** Removes the page's language prefix: /fr/order/abc → /order/abc. */
export function stripLanguagePrefix(
  pathname: string,
  languages: readonly string[],
): string {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match?.[1] && languages.includes(match[1])) return match[2] || "/";
  return pathname;
}

/** The current address in another language, without the `language` parameter. */
export function addressInLanguage(
  { pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">,
  language: string,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_STORAGE_KEY);
  const rest = params.toString();
  const path = localizedPath(
    stripLanguagePrefix(pathname, languages),
    language,
    defaultLanguage,
  );
  return `${path}${rest ? `?${rest}` : ""}${hash}`;
}

/** The not-found page's own path (/404 or /404.html), whatever address shows it. */
export function isNotFoundPage(originalPath: string): boolean {
  return /^\/404(?:\.html)?\/?$/.test(originalPath);
}
