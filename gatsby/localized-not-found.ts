import type { GatsbyNode } from "gatsby";

interface I18nContext {
  i18n?: { language: string; routed: boolean };
}

/**
 * The not-found page of another language answers every unknown path under
 * its prefix (/fr/zz), in the browser too. Without a matchPath, Gatsby shows
 * its default /404.html (English) for /fr/zz after a client-side navigation,
 * and moves the address of a loaded /fr/zz to /fr/404.html. Gatsby ranks
 * matchPaths, so every real /fr page still wins over /fr/*.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const i18n = (page.context as I18nContext | undefined)?.i18n;
  if (!i18n?.routed || page.matchPath) return;
  if (page.path !== `/${i18n.language}/404.html`) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: `/${i18n.language}/*` });
};
