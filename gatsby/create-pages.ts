import type { GatsbyNode } from "gatsby";
import { localizedPages } from "./localized-pages";
import { CLIENT_ONLY_PAGES, FAQ_PAGES, LEGAL_PAGES } from "./page-definitions";
import { readSiteRedirects } from "./site-redirects";

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const page of [...FAQ_PAGES, ...LEGAL_PAGES, ...CLIENT_ONLY_PAGES]) {
    localizedPages(page).forEach((localized) => actions.createPage(localized));
  }
  // The same rules the server answers with 301s, so in-app navigation follows them too.
  for (const rule of readSiteRedirects()) {
    actions.createRedirect({
      fromPath: rule.from,
      toPath: rule.to,
      isPermanent: rule.status === 301,
      redirectInBrowser: true,
    });
  }
};
