import type { GatsbyBrowser } from "gatsby";
import { startIntlWarmUp } from "./lib/intl-warm-up/start-intl-warm-up";

/** Runs once per visit, after the app script and before the page hydrates. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startIntlWarmUp(document.documentElement.lang || "en");
};
