import { graphql, useStaticQuery } from "gatsby";
import { startTransition, useContext, useEffect, useState } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { afterIdle } from "../../lib/after-idle";
import { useSiteInfo } from "../ui/use-site-info";
import type { RouteMeta, SeoHead as SeoHeadType } from "./seo-head";

type SeoHeadComponent = typeof SeoHeadType;

/**
 * Each page's head tags are in its built HTML (gatsby/head-at-build.tsx). In
 * the browser they change only when the visitor moves to another page or
 * language: react-helmet and the tags' code (about 6 KB gzip) load then, and
 * Helmet first renders then, once the main thread is idle (after a press of
 * Search, the first offers come first); from then on it renders with each
 * page. A visit that stays on the page it opened never fetches them; on that
 * page they would only write the same tags again.
 * Helmet renders nothing into the page itself, so hydration does not miss it.
 */
let loadedSeoHead: SeoHeadComponent | undefined;

/** The page and language the visit opened on, and whether another has shown since. */
let openedOn: string | undefined;
let movedOn = false;

function hasMovedOn(page: string): boolean {
  openedOn ??= page;
  if (page !== openedOn) movedOn = true;
  return movedOn;
}

/** The head tags' component, loaded the first time it is needed. */
function useSeoHead(needed: boolean): SeoHeadComponent | undefined {
  const [seoHead, setSeoHead] = useState(() => loadedSeoHead);
  useEffect(() => {
    if (seoHead || !needed) return;
    void afterIdle()
      .then(() => import("./seo-head"))
      .then(({ SeoHead }) => {
        loadedSeoHead = SeoHead;
        startTransition(() => setSeoHead(() => SeoHead));
      });
  }, [seoHead, needed]);
  return seoHead;
}

/** Head tags for the current page and language, from content/route-meta.json. */
export function Seo() {
  const { language, languages, defaultLanguage, originalPath } =
    useContext(I18nextContext);
  const site = useSiteInfo();
  // Every render records the page, so the first one is the page opened on.
  // Under `gatsby develop` the HTML has no page's tags (on-render-body.tsx).
  const showsAnotherPage =
    hasMovedOn(`${language}:${originalPath}`) ||
    process.env.NODE_ENV === "development";
  const SeoHead = useSeoHead(showsAnotherPage);
  const { allRouteMeta } = useStaticQuery<{
    allRouteMeta: { nodes: RouteMeta[] };
  }>(graphql`
    query RouteMeta {
      allRouteMeta {
        nodes {
          path
          language
          title
          description
          openGraph {
            title
            description
            image
          }
          twitter {
            title
            description
            image
          }
        }
      }
    }
  `);
  if (!SeoHead || !showsAnotherPage) return null;
  return (
    <SeoHead
      site={site}
      routes={allRouteMeta.nodes}
      language={language}
      languages={languages}
      defaultLanguage={defaultLanguage}
      originalPath={originalPath}
    />
  );
}
