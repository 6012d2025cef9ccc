import { graphql } from "gatsby";

/** Every page query spreads this to load its translation namespaces. */
export const localeFragment = graphql`
  fragment LocaleEdges on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
