import { Helmet } from "react-helmet";
import { pageMeta, type RouteText } from "../../lib/page-meta";
import type { SiteInfo } from "../ui/use-site-info";

export type RouteMeta = RouteText & { path: string; language: string };

export interface SeoHeadProps {
  site: SiteInfo;
  routes: RouteMeta[];
  language: string;
  languages: string[];
  defaultLanguage: string;
  originalPath: string;
}

const DEFAULT_IMAGE = "/og-image.png";

/**
 * The head tags of a page in a language (title, description, canonical and
 * alternate links, Open Graph and Twitter cards), written with react-helmet.
 */
export function SeoHead({
  site,
  routes,
  language,
  languages,
  defaultLanguage,
  originalPath,
}: SeoHeadProps) {
  const path = normalizePath(originalPath);
  const route = routes.find(
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
