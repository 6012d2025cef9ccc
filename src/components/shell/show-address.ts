import { navigate } from "gatsby";

/**
 * Shows another address of the site, e.g. the same page in another language.
 * In the browser Gatsby shows its default (English) not-found page for any
 * path it has no page for, so from a not-found page the address is loaded
 * instead: the server, or Netlify's rule in netlify.toml, answers with the
 * not-found page of the address's language (/fr/zz → fr/404.html).
 */
export function showAddress(
  address: string,
  { notFound, replace }: { notFound: boolean; replace: boolean },
): void {
  if (!notFound) {
    void navigate(address, { replace });
    return;
  }
  const { pathname, search, hash } = window.location;
  // Already there: a host without the per-language rule would reload forever.
  if (address === `${pathname}${search}${hash}`) return;
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}
