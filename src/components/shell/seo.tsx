import { graphql, useStaticQuery } from "gatsby";
import { useContext, useEffect, useState } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { useSiteInfo } from "../ui/use-site-info";
import type { RouteMeta, SeoHead as SeoHeadType } from "./seo-head";

type SeoHeadComponent = typeof SeoHeadType;

/**
 * The head tags are written into the built HTML (react-helmet, through
 * gatsby-plugin-react-helmet). In the browser they only change on a
 * client-side navigation, so there react-helmet and the tags' code load
 * after the page is interactive, not with it (about 7 KB gzip of every
 * page's first load). Helmet renders nothing into the page itself, so
 * hydration does not miss it.
 */
let loadedSeoHead: SeoHeadComponent | undefined =
  // The build replaces BUILD_STAGE, so the browser bundle drops this require.
  process.env.BUILD_STAGE === "build-html" ||
  process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server render needs it synchronously
      (require("./seo-head") as typeof import("./seo-head")).SeoHead
    : undefined;

function useSeoHead(): SeoHeadComponent | undefined {
  const [seoHead, setSeoHead] = useState(() => loadedSeoHead);
  useEffect(() => {
    if (seoHead) return;
    void import("./seo-head").then(({ SeoHead }) => {
      loadedSeoHead = SeoHead;
      setSeoHead(() => SeoHead);
    });
  }, [seoHead]);
  return seoHead;
}

/** Head tags for the current page and language, from content/route-meta.json. */
export function Seo() {
  const { language, languages, defaultLanguage, originalPath } =
    useContext(I18nextContext);
  const site = useSiteInfo();
  const SeoHead = useSeoHead();
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
  if (!SeoHead) return null;
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
