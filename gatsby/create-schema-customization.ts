import type { GatsbyNode } from "gatsby";

/** Declares every content type so an empty or partial file cannot change the schema. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions }) => {
    actions.createTypes(`
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
    `);
  };
