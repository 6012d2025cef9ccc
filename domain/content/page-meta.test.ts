import { pageMeta, type PageMetaInput } from "./page-meta";

const input: PageMetaInput = {
  siteName: "Northfare",
  siteUrl: "https://example.ca",
  originalPath: "/faq/points",
  language: "fr",
  languages: ["en", "fr"],
  defaultLanguage: "en",
  defaultImage: "/og-image.png",
  route: { title: "Points", description: "About points" },
};

describe("pageMeta", () => {
  it("suffixes the product name and builds absolute language URLs", () => {
    const meta = pageMeta(input);
    expect(meta.title).toBe("Points | Northfare");
    expect(meta.canonical).toBe("https://example.ca/fr/faq/points");
    expect(meta.alternates).toEqual([
      { hrefLang: "en", href: "https://example.ca/faq/points" },
      { hrefLang: "fr", href: "https://example.ca/fr/faq/points" },
      { hrefLang: "x-default", href: "https://example.ca/faq/points" },
    ]);
    expect(meta.openGraph.locale).toBe("fr_CA");
    expect(meta.openGraph.image).toBe("https://example.ca/og-image.png");
  });

  it("defaults the title to the product name and keeps the home title bare", () => {
    expect(pageMeta({ ...input, route: undefined }).title).toBe("Northfare");
    const home = pageMeta({ ...input, originalPath: "/", language: "en" });
    expect(home.title).toBe("Points");
    expect(home.canonical).toBe("https://example.ca/");
  });

  it("applies open-graph and twitter overrides", () => {
    const meta = pageMeta({
      ...input,
      route: {
        title: "Points",
        openGraph: { title: "OG title", image: "/og.png" },
        twitter: { description: "Tw desc" },
      },
    });
    expect(meta.openGraph.title).toBe("OG title");
    expect(meta.twitter.title).toBe("OG title");
    expect(meta.twitter.description).toBe("Tw desc");
    expect(meta.openGraph.image).toBe("https://example.ca/og.png");
  });
});
