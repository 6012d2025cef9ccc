import type { GatsbyBrowser } from "gatsby";
import { loadConsent } from "./components/shell/consent-slot";
import { watchChunkErrors } from "./lib/analytics/chunk-errors";
import { startIntlWarmUp } from "./lib/intl-warm-up/start-intl-warm-up";

/** Runs once per visit, after the app script and before the page hydrates. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchChunkErrors(window);
  startIntlWarmUp(document.documentElement.lang || "en");
  // The last boundary hydrates with the consent banner: fetched early, it
  // is there by then (a failure here is met again, and shown, by the layout).
  loadConsent().catch(() => {});
};
