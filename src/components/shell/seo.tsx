import { graphql, useStaticQuery } from "gatsby";
import { useContext, useEffect, useState } from "react";
import type { Helmet as HelmetType } from "react-helmet";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { pageMeta, type RouteText } from "../../lib/page-meta";
import { useSiteInfo } from "../ui/use-site-info";

interface RouteMetaData {
  allRouteMeta: { nodes: (RouteText & { path: string; language: string })[] };
}

const DEFAULT_IMAGE = "/og-image.png";

type HelmetComponent = typeof HelmetType;

/**
 * react-helmet writes the head tags into the built HTML (through
 * gatsby-plugin-react-helmet). In the browser they only change on a
 * client-side navigation, so there it loads after the page is interactive,
 * not with it (about 6 KB gzip of every page's first load). Helmet renders
 * nothing into the page itself, so hydration does not miss it.
 */
let loadedHelmet: HelmetComponent | undefined =
  // The build replaces BUILD_STAGE, so the browser bundle drops this require.
  process.env.BUILD_STAGE === "build-html" ||
  process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server render needs it synchronously
      (require("react-helmet") as typeof import("react-helmet")).Helmet
    : undefined;

function useHelmet(): HelmetComponent | undefined {
  const [helmet, setHelmet] = useState(() => loadedHelmet);
  useEffect(() => {
    if (helmet) return;
    void import("react-helmet").then(({ Helmet }) => {
      loadedHelmet = Helmet;
      setHelmet(() => Helmet);
    });
  }, [helmet]);
  return helmet;
}

/** Head tags for the current page and language, from content/route-meta.json. */
export function Seo() {
  const { language, languages, defaultLanguage, originalPath } =
    useContext(I18nextContext);
  const site = useSiteInfo();
  const Helmet = useHelmet();
  const { allRouteMeta } = useStaticQuery<RouteMetaData>(graphql`
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
  const path = normalizePath(originalPath);
  const route = allRouteMeta.nodes.find(
    (node) => node.path === path && node.language === language,
  );
  const meta = pageMeta({
    siteName: site.name,
    siteUrl: site.siteUrl,
    originalPath: path,
    language,
    languages,
    defaultLanguage,
    route,
    defaultImage: DEFAULT_IMAGE,
  });

  if (!Helmet) return null;
  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      {meta.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={meta.openGraph.siteName} />
      <meta property="og:title" content={meta.openGraph.title} />
      <meta property="og:description" content={meta.openGraph.description} />
      <meta property="og:url" content={meta.openGraph.url} />
      <meta property="og:image" content={meta.openGraph.image} />
      <meta property="og:locale" content={meta.openGraph.locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitterHandle} />
      <meta name="twitter:title" content={meta.twitter.title} />
      <meta name="twitter:description" content={meta.twitter.description} />
      <meta name="twitter:image" content={meta.twitter.image} />
    </Helmet>
  );
}

/** /order/abc → /order and /404.html → /404, so client-only and error pages find their meta. */
function normalizePath(originalPath: string): string {
  const path = originalPath.replace(/\.html$/, "").replace(/(.)\/+$/, "$1");
  if (path.startsWith("/order/")) return "/order";
  return path || "/";
}
