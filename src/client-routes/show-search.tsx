import { graphql } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { SearchForm } from "../components/search-form/search-form";

function ShowSearch() {
  return (
    <ClientScreen ns="search">
      <SearchForm />
    </ClientScreen>
  );
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
