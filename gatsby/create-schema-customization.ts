import type { GatsbyNode } from "gatsby";
import {
  faqSchema,
  featuredTripMarketSchema,
  legalDocumentSchema,
  routeMetaNodeSchema,
  siteSchema,
} from "../domain/content/content-schema";
import { toGraphqlTypeDefs } from "./content/graphql-types";

/** The node types gatsby/content/content-nodes.ts creates, by their schemas. */
export const CONTENT_NODE_SCHEMAS = [
  siteSchema,
  faqSchema,
  legalDocumentSchema,
  featuredTripMarketSchema,
  routeMetaNodeSchema,
];

/** Declares every content type so an empty or partial file cannot change the schema. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions, reporter }) => {
    let typeDefs: string;
    try {
      typeDefs = toGraphqlTypeDefs(CONTENT_NODE_SCHEMAS);
    } catch (error) {
      // The message names the schema path; Gatsby's code frame would bury it.
      reporter.panic(`Content types: ${(error as Error).message}`);
      return;
    }
    actions.createTypes(typeDefs);
  };
