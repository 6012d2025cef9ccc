import { LANGUAGES } from "../../domain/languages";
import type {
  FaqContent,
  FeaturedTripsContent,
  LegalDocumentContent,
  RouteMetaContent,
  SiteContent,
} from "../../domain/content/content-schema";

/** A node as Gatsby wants it, before ids and digests are added. */
export interface ContentNode {
  type: string;
  key: string;
  fields: Record<string, unknown>;
}

/** Turns validated content files into the GraphQL nodes the pages query. */
export function toContentNodes(content: Map<string, unknown>): ContentNode[] {
  const nodes: ContentNode[] = [];
  for (const [file, data] of content) {
    if (file === "site.json") {
      nodes.push({
        type: "SiteContent",
        key: file,
        fields: data as SiteContent,
      });
    } else if (file.startsWith("faq/")) {
      nodes.push({ type: "FaqSection", key: file, fields: data as FaqContent });
    } else if (file.startsWith("legal/")) {
      const doc = data as LegalDocumentContent;
      nodes.push({ type: "LegalDocument", key: file, fields: doc });
    } else if (file === "featured-trips.json") {
      const { markets } = data as FeaturedTripsContent;
      for (const [market, cards] of Object.entries(markets)) {
        nodes.push({
          type: "FeaturedTripMarket",
          key: `${file}#${market}`,
          fields: { market, cards },
        });
      }
    } else if (file === "route-meta.json") {
      nodes.push(...routeMetaNodes(file, data as RouteMetaContent));
    }
  }
  return nodes;
}

function routeMetaNodes(file: string, { routes }: RouteMetaContent) {
  return routes.flatMap((route) =>
    LANGUAGES.map((language) => ({
      type: "RouteMeta",
      key: `${file}#${route.path}#${language}`,
      fields: {
        path: route.path,
        language,
        excludeFromSitemap: route.excludeFromSitemap,
        ...route[language],
      },
    })),
  );
}
