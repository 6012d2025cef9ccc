/** @jest-environment node */
import { z } from "zod";
import { faqSchema } from "../../domain/content/content-schema";
import { CONTENT_NODE_SCHEMAS } from "../create-schema-customization";
import { toGraphqlTypeDefs } from "./graphql-types";

// The SDL that was written by hand before the types came from zod.
const HAND_WRITTEN_SDL = `
  type SiteContent implements Node @dontInfer {
    name: String!
    shortName: String!
    contactEmail: String!
    twitterHandle: String!
  }
  type FaqItem {
    title: String!
    "A string, or a list of blocks: text, list or custom."
    content: JSON!
  }
  type FaqSection implements Node @dontInfer {
    section: String!
    language: String!
    title: String!
    items: [FaqItem!]!
  }
  type LegalBodyEntry {
    subheading: String
    paragraph: String
    list: [String!]
  }
  type LegalSection {
    heading: String!
    body: [LegalBodyEntry!]!
  }
  type LegalDocument implements Node @dontInfer {
    document: String!
    language: String!
    title: String!
    lastUpdated: Date! @dateformat
    sections: [LegalSection!]!
  }
  type FeaturedCard {
    airline: String!
    departure: String!
    arrival: String!
    departureWithCode: String!
    arrivalWithCode: String!
    destination: String!
    fareClass: String!
    priceCents: Int!
    currency: String!
    pointsValue: Int!
    tripType: String!
    stops: Int!
    fr: FeaturedCardFrench!
  }
  type FeaturedCardFrench {
    departureWithCode: String!
    arrivalWithCode: String!
    destination: String!
  }
  type FeaturedTripMarket implements Node @dontInfer {
    market: String!
    cards: [FeaturedCard!]!
  }
  type SocialOverride {
    title: String
    description: String
    image: String
  }
  type RouteMeta implements Node @dontInfer {
    path: String!
    language: String!
    excludeFromSitemap: Boolean!
    title: String!
    description: String
    openGraph: SocialOverride
    twitter: SocialOverride
  }
`;

/** Each type's header mapped to its field lines (a description joins its field), order aside. */
function declarations(sdl: string): Record<string, string[]> {
  const types: Record<string, string[]> = {};
  for (const [, header = "", body = ""] of sdl.matchAll(
    /([^{}]+)\{([^}]*)\}/g,
  )) {
    const lines = body.split("\n").map((line) => line.trim());
    const fields = lines
      .join("\n")
      .replace(/^(".*")\n/gm, "$1 ")
      .split("\n")
      .filter(Boolean);
    types[header.trim().replace(/\s+/g, " ")] = fields.sort();
  }
  return types;
}

describe("toGraphqlTypeDefs", () => {
  it("declares the content types exactly as the hand-written SDL did", () => {
    const generated = declarations(toGraphqlTypeDefs(CONTENT_NODE_SCHEMAS));
    expect(generated).toEqual(declarations(HAND_WRITTEN_SDL));
    expect(Object.keys(generated)).toHaveLength(11);
  });

  it("shows a field added to a zod schema", () => {
    const extended = faqSchema
      .extend({ summary: z.string().optional(), rank: z.number().int() })
      .meta({ title: "FaqSection" });
    const faqSection = declarations(toGraphqlTypeDefs([extended]))[
      "type FaqSection implements Node @dontInfer"
    ];
    expect(faqSection).toContain("summary: String");
    expect(faqSection).toContain("rank: Int!");
  });

  it("fails on a nested object without a name, naming its path", () => {
    const card = z.strictObject({ airline: z.string() });
    const market = z
      .strictObject({ cards: z.array(card) })
      .meta({ title: "Market" });
    expect(() => toGraphqlTypeDefs([market])).toThrow(
      'Market.cards[]: this object has no GraphQL type name; give its zod schema .meta({ title: "TypeName" })',
    );
  });

  it("fails when two different objects share a name", () => {
    const a = z.strictObject({ x: z.string() }).meta({ title: "Same" });
    const b = z.strictObject({ y: z.string() }).meta({ title: "Same" });
    const node = z.strictObject({ a, b }).meta({ title: "Node" });
    expect(() => toGraphqlTypeDefs([node])).toThrow(
      "Node.b: another object is already named Same",
    );
  });
});
