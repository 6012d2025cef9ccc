import type { GatsbyBrowser } from "gatsby";
import { watchChunkErrors } from "./lib/analytics/chunk-errors";
import { startIntlWarmUp } from "./lib/intl-warm-up/start-intl-warm-up";

/** Runs once per visit, after the app script and before the page hydrates. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchChunkErrors(window);
  startIntlWarmUp(document.documentElement.lang || "en");
};
