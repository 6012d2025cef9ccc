import { lazy } from "react";

/**
 * The consent banner and the scripts it allows, in their own chunk. The
 * build renders the banner into every page's HTML, so a first visit sees it
 * with the page's first paint; React adopts it once this chunk has arrived
 * (its name keeps its stylesheet in the page, gatsby/lazy-css.ts). The
 * chunk is requested at client entry (src/client-entry.ts), so the last
 * boundary seldom waits for it.
 */
export const loadConsent = () =>
  import(/* webpackChunkName: "deferred-consent" */ "../consent/consent-mount");

const ConsentMount = lazy(() =>
  loadConsent().then((chunk) => ({ default: chunk.ConsentMount })),
);

/**
 * In the layout's last boundary, with no boundary of its own: the page is
 * marked hydrated (HydratedMark) only once the banner's buttons work.
 */
export function ConsentSlot() {
  return <ConsentMount />;
}
