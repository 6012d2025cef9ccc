import { graphql } from "gatsby";
import { ClientScreen } from "../components/layout/client-screen";

function ShowSearch() {
  return <ClientScreen ns="search" />;
}

export default ShowSearch;

export const query = graphql`
  query ShowSearch($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "search"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
