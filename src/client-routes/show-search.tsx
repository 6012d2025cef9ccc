import { lazy, Suspense } from "react";
import { graphql, type PageProps } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { SearchForm } from "../components/search-form/search-form";

// The results load after the page is interactive (ClientScreen renders its
// children once mounted), so /search keeps the form's first-load budget.
const SearchResults = lazy(
  () =>
    import(
      /* webpackChunkName: "search-results" */ "../components/results/search-results"
    ),
);

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
