import { lazy, Suspense, useMemo, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { SearchForm } from "../components/search-form/search-form";
import type * as SearchResultsModule from "../components/results/search-results";
import type { SearchResultsProps } from "../components/results/search-results";
import { isPhoneWidth, usePhoneWidth } from "../lib/phone-width";
import { EarlyOffersSlot } from "../early-offers/early-offers-slot";

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

function SearchResults(props: SearchResultsProps) {
  // Chosen once: switching would mount the results afresh, session and all.
  // Not `?.` and `??`: their compiled checks cost /search's first load bytes.
  const [Results] = useState(() =>
    loadedResults ? loadedResults.default : LazyResults,
  );
  return <Results {...props} />;
}

/**
 * The form and the results. The fold's state lives here, inside the layout's
 * content boundary, not above the layout (see MountedScreen).
 */
function SearchScreen({ pathname, search }: SearchResultsProps) {
  // On a phone the form waits for the results' first look, which folds it
  // (offers in) or opens it (a search under way, a failure, no trip): a
  // search link's offers are often in as the screen mounts (decision 0036),
  // and rendering the hidden form before them held them back by about a
  // quarter of a second at 4× CPU (docs/performance.md). Folded, it is not
  // rendered at all: the trip summary stands in for it until its Change,
  // and a hidden form's render and fill from the address were about a sixth
  // of the phone's blocking time as the page loads (decision 0052).
  const [folded, setFolded] = useState(isPhoneWidth);
  const phone = usePhoneWidth();
  // The same element while the address stays: the fold's render (from a
  // layout effect, so synchronous, in one piece) leaves the results alone
  // rather than rendering every offer again (decision 0047).
  const results = useMemo(
    () => (
      <Suspense fallback={null}>
        <SearchResults pathname={pathname} search={search} onFold={setFolded} />
      </Suspense>
    ),
    [pathname, search],
  );
  return (
    <>
      {folded && phone ? (
        // Folds the screen's intro as the folded form would; empty, no room.
        <div data-folded-on-phone />
      ) : (
        <SearchForm foldedOnPhone={folded} />
      )}
      {results}
    </>
  );
}

function ShowSearch({ location }: PageProps) {
  return (
    <ClientScreen ns="search" after={<EarlyOffersSlot />}>
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
