/** @jest-environment node */
import { toContentNodes } from "./content-nodes";

describe("toContentNodes", () => {
  it("splits featured trips by market and route meta by language", () => {
    const content = new Map<string, unknown>([
      ["featured-trips.json", { markets: { toronto: [1], vancouver: [2] } }],
      [
        "route-meta.json",
        {
          routes: [
            {
              path: "/faq",
              excludeFromSitemap: false,
              en: { title: "FAQ" },
              fr: { title: "Foire aux questions" },
            },
          ],
        },
      ],
      ["faq/points.en.json", { section: "points", language: "en" }],
    ]);
    const nodes = toContentNodes(content);
    expect(nodes.map(({ type, key }) => [type, key])).toEqual([
      ["FeaturedTripMarket", "featured-trips.json#toronto"],
      ["FeaturedTripMarket", "featured-trips.json#vancouver"],
      ["RouteMeta", "route-meta.json#/faq#en"],
      ["RouteMeta", "route-meta.json#/faq#fr"],
      ["FaqSection", "faq/points.en.json"],
    ]);
    expect(nodes[3]?.fields).toEqual({
      path: "/faq",
      language: "fr",
      excludeFromSitemap: false,
      title: "Foire aux questions",
    });
  });
});
