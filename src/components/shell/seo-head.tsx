import { Helmet } from "react-helmet";
import {
  headTags,
  type RouteMetaText,
} from "../../../domain/content/head-tags";
import type { SiteInfo } from "../ui/use-site-info";

export type RouteMeta = RouteMetaText;

export interface SeoHeadProps {
  site: SiteInfo;
  routes: RouteMeta[];
  language: string;
  languages: string[];
  defaultLanguage: string;
  originalPath: string;
}

/**
 * The head tags of a page in a language, written with react-helmet when a
 * client-side navigation shows another page or language (seo.tsx); the
 * built HTML has each page's own (gatsby/head-at-build.tsx).
 */
export function SeoHead({ site, ...page }: SeoHeadProps) {
  const tags = headTags({
    siteName: site.name,
    siteUrl: site.siteUrl,
    twitterHandle: site.twitterHandle,
    ...page,
  });
  return (
    <Helmet
      htmlAttributes={{ lang: page.language }}
      title={tags.title}
      meta={tags.meta}
      link={tags.link}
    />
  );
}
