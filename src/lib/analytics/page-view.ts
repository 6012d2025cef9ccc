import { trackEvent } from "./track-event";

/**
 * The page name a page view reports (SPEC §2 "Analytics page names"): home
 * for the home page, the first path segment elsewhere; null for /search,
 * whose results report their own step (search-page-name.ts).
 */
export function pageName(pathname: string): string | null {
  const first = pathname.replace(/^\/(fr\b\/?)?/, "").split("/")[0];
  return first === "search" ? null : first || "home";
}

/**
 * A page view for the first page and every later client-side navigation,
 * since the measurement tag itself counts only the first.
 */
export function trackPageView(pathname: string): void {
  const name = pageName(pathname);
  if (name) trackEvent("page_view", { page_name: name });
}
