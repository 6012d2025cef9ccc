import type { GatsbyNode } from "gatsby";
import type { RedirectRule } from "../domain/redirects/redirect-rule";
import { localizedPages } from "./localized-pages";
import { CLIENT_ONLY_PAGES, FAQ_PAGES, LEGAL_PAGES } from "./page-definitions";
import { readSiteRedirects } from "./site-redirects";

export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  reporter,
}) => {
  for (const page of [...FAQ_PAGES, ...LEGAL_PAGES, ...CLIENT_ONLY_PAGES]) {
    localizedPages(page).forEach((localized) => actions.createPage(localized));
  }
  let redirects: RedirectRule[];
  try {
    redirects = await readSiteRedirects();
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  // The same rules the server answers with 301s, so in-app navigation follows them too.
  for (const rule of redirects) {
    actions.createRedirect({
      fromPath: rule.from,
      toPath: rule.to,
      isPermanent: rule.status === 301,
      redirectInBrowser: true,
    });
  }
};
