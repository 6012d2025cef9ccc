import { pageMeta, type RouteText } from "./page-meta";

export type RouteMetaText = RouteText & { path: string; language: string };

export interface HeadTagsInput {
  siteName: string;
  siteUrl: string;
  twitterHandle: string;
  routes: readonly RouteMetaText[];
  language: string;
  languages: readonly string[];
  defaultLanguage: string;
  originalPath: string;
}

/** A page's head tags as react-helmet's props take them: attributes by name. */
export interface HeadTags {
  title: string;
  meta: Record<string, string>[];
  link: Record<string, string>[];
}

const DEFAULT_IMAGE = "/og-image.png";

/** /order/abc → /order and /404.html → /404, so client-only and error pages find their meta. */
export function normalizePath(originalPath: string): string {
  const path = originalPath.replace(/\.html$/, "").replace(/(.)\/+$/, "$1");
  if (path.startsWith("/order/")) return "/order";
  return path || "/";
}

/**
 * The head tags of a page in a language (title, description, canonical and
 * alternate links, Open Graph and Twitter cards): written into the built
 * HTML (gatsby/head-at-build.tsx) and, after a client-side navigation, by
 * react-helmet (src/components/shell/seo-head.tsx).
 */
export function headTags({
  siteName,
  siteUrl,
  twitterHandle,
  routes,
  language,
  languages,
  defaultLanguage,
  originalPath,
}: HeadTagsInput): HeadTags {
  const path = normalizePath(originalPath);
  const route = routes.find(
    (node) => node.path === path && node.language === language,
  );
  const meta = pageMeta({
    siteName,
    siteUrl,
    originalPath: path,
    language,
    languages,
    defaultLanguage,
    route,
    defaultImage: DEFAULT_IMAGE,
  });
  const named = (name: string, content: string) => ({ name, content });
  const property = (name: string, content: string) => ({
    property: name,
    content,
  });
  return {
    title: meta.title,
    meta: [
      named("description", meta.description),
      property("og:type", "website"),
      property("og:site_name", meta.openGraph.siteName),
      property("og:title", meta.openGraph.title),
      property("og:description", meta.openGraph.description),
      property("og:url", meta.openGraph.url),
      property("og:image", meta.openGraph.image),
      property("og:locale", meta.openGraph.locale),
      named("twitter:card", "summary_large_image"),
      named("twitter:site", twitterHandle),
      named("twitter:title", meta.twitter.title),
      named("twitter:description", meta.twitter.description),
      named("twitter:image", meta.twitter.image),
    ],
    link: [
      { rel: "canonical", href: meta.canonical },
      ...meta.alternates.map(({ hrefLang, href }) => ({
        rel: "alternate",
        hrefLang,
        href,
      })),
    ],
  };
}
