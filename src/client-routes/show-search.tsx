import { lazy, memo, Suspense, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { SearchForm } from "../components/search-form/search-form";
import type * as SearchResultsModule from "../components/results/search-results";
import type { SearchResultsProps } from "../components/results/search-results";

// The results are a chunk of their own, which /search's loader requests
// with the app's (gatsby/search-page-scripts.ts) and a visit from another
// page as this screen's code runs. Once it is there they render at once;
// only before does React.lazy suspend (a render pass of its own).
const loadSearchResults = () =>
  import(
    /* webpackChunkName: "search-results" */ "../components/results/search-results"
  );
let loadedResults: typeof SearchResultsModule | undefined;
loadSearchResults()
  .then((module) => (loadedResults = module))
  .catch(() => {});
const LazyResults = lazy(loadSearchResults);

// Memoised: folding the form on a phone (onFold, before the results' first
// paint) renders the form again, not the results too.
const SearchResults = memo(function SearchResults(props: SearchResultsProps) {
  // Chosen once: switching would mount the results afresh, session and all.
  const [Results] = useState(() => loadedResults?.default ?? LazyResults);
  return <Results {...props} />;
});

/**
 * The form and the results. The fold's state lives here, inside the layout's
 * content boundary, not above the layout (see MountedScreen).
 */
function SearchScreen({ pathname, search }: SearchResultsProps) {
  const [folded, setFolded] = useState(false);
  return (
    <>
      <SearchForm foldedOnPhone={folded} />
      <Suspense fallback={null}>
        <SearchResults pathname={pathname} search={search} onFold={setFolded} />
      </Suspense>
    </>
  );
}

function ShowSearch({ location }: PageProps) {
  return (
    <ClientScreen ns="search">
      <SearchScreen pathname={location.pathname} search={location.search} />
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
