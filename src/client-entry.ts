import type { GatsbyBrowser } from "gatsby";
import { loadConsent } from "./components/shell/consent-slot";
import { watchChunkErrors } from "./lib/analytics/chunk-errors";
import { startIntlWarmUp } from "./lib/intl-warm-up/start-intl-warm-up";
import { nextTask } from "./lib/next-task";
import { linkWebManifestAfterLoad } from "./lib/web-manifest-link";
import { loadRootElement } from "./root-element-loader";

/**
 * Runs once per visit, after the app script and before the page hydrates.
 * Gatsby waits for the promise before it loads the page, so each `nextTask`
 * ends a task: the app's evaluation, these requests with the root element's
 * set-up, and Gatsby's page set-up are three tasks of the main thread
 * instead of one (decision 0024).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  watchChunkErrors(window);
  await nextTask();
  const rootElement = loadRootElement();
  startIntlWarmUp(document.documentElement.lang || "en");
  // The last boundary hydrates with the consent banner: fetched early, it
  // is there by then (a failure here is met again, and shown, by the layout).
  loadConsent().catch(() => {});
  linkWebManifestAfterLoad(document, window);
  await rootElement;
  await nextTask();
};
