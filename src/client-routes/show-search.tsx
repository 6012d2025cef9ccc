import { lazy, Suspense } from "react";
import { graphql, type PageProps } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { SearchForm } from "../components/search-form/search-form";

// The results are a chunk of their own, so /search keeps the form's
// first-load budget; requested as this screen's code runs, not once it has
// mounted (ClientScreen renders its children then), so they arrive with it.
const loadSearchResults = () =>
  import(
    /* webpackChunkName: "search-results" */ "../components/results/search-results"
  );
loadSearchResults().catch(() => {});
const SearchResults = lazy(loadSearchResults);

function ShowSearch({ location }: PageProps) {
  return (
    <ClientScreen ns="search">
      <SearchForm />
      <Suspense fallback={null}>
        <SearchResults pathname={location.pathname} search={location.search} />
      </Suspense>
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
