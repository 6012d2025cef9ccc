import type { GatsbyBrowser } from "gatsby";

/** Marks the page interactive; end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] =
  () => {
    document.documentElement.dataset.hydrated = "true";
  };
