import type { ReactElement } from "react";
import routeMeta from "../content/route-meta.json";
import site from "../content/site.json";
import { headTags, type RouteMetaText } from "../domain/content/head-tags";
import { LANGUAGES } from "../domain/languages";
import { siteUrl } from "./site-config";

/** Lets react-helmet find and replace these tags after a client-side navigation. */
const HELMET = { "data-react-helmet": "true" };

/**
 * A page's head tags for its built HTML, from its page context, not through
 * react-helmet: Helmet collects tags in one module-wide state, and Gatsby
 * renders two pages at once in each worker, so a page could be written with
 * another's tags or none (a build left /faq without a title or canonical).
 */
export function headAtBuild(
  pathname: string,
  loadPageDataSync: (path: string) => { result: Record<string, unknown> },
): { language: string; tags: ReactElement[] } {
  const { pageContext } = loadPageDataSync(pathname).result as {
    pageContext?: { i18n?: PageLanguage };
  };
  const i18n = pageContext?.i18n;
  if (!i18n) throw new Error(`${pathname} has no i18n page context`);
  const tags = headTags({
    siteName: site.name,
    siteUrl,
    twitterHandle: site.twitterHandle,
    routes: ROUTES,
    language: i18n.language,
    languages: i18n.languages,
    defaultLanguage: i18n.defaultLanguage,
    originalPath: i18n.originalPath,
  });
  return {
    language: i18n.language,
    tags: [
      <title key="title" {...HELMET}>
        {tags.title}
      </title>,
      ...tags.link.map((attributes) => (
        <link key={keyOf(attributes)} {...attributes} {...HELMET} />
      )),
      ...tags.meta.map((attributes) => (
        <meta key={keyOf(attributes)} {...attributes} {...HELMET} />
      )),
    ],
  };
}

interface PageLanguage {
  language: string;
  languages: string[];
  defaultLanguage: string;
  originalPath: string;
}

const keyOf = (attributes: Record<string, string>) =>
  Object.values(attributes).join(" ");

/** One entry per route and language, as the RouteMeta nodes have them (gatsby/content/content-nodes.ts). */
const ROUTES: RouteMetaText[] = routeMeta.routes.flatMap((route) =>
  LANGUAGES.map((language) => ({
    path: route.path,
    language,
    ...route[language],
  })),
);
