import { LANGUAGES } from "../../domain/languages";
import {
  MARKETS,
  type FaqContent,
  type FeaturedTripMarket,
  type FeaturedTripsContent,
  type LegalDocumentContent,
  type RouteMeta,
  type RouteMetaContent,
  type SiteContent,
} from "../../domain/content/content-schema";

/** Each node type's fields, as its zod schema in domain/content declares them. */
interface NodeFields {
  SiteContent: SiteContent;
  FaqSection: FaqContent;
  LegalDocument: LegalDocumentContent;
  FeaturedTripMarket: FeaturedTripMarket;
  RouteMeta: RouteMeta;
}

/** A node as Gatsby wants it, before ids and digests are added. */
export type ContentNode = {
  [T in keyof NodeFields]: { type: T; key: string; fields: NodeFields[T] };
}[keyof NodeFields];

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
      nodes.push(...featuredTripNodes(file, data as FeaturedTripsContent));
    } else if (file === "route-meta.json") {
      nodes.push(...routeMetaNodes(file, data as RouteMetaContent));
    }
  }
  return nodes;
}

function featuredTripNodes(
  file: string,
  { markets }: FeaturedTripsContent,
): ContentNode[] {
  return MARKETS.map((market) => ({
    type: "FeaturedTripMarket",
    key: `${file}#${market}`,
    fields: { market, cards: markets[market] },
  }));
}

function routeMetaNodes(
  file: string,
  { routes }: RouteMetaContent,
): ContentNode[] {
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
