import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useState,
} from "react";
import { graphql, type PageProps } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { SearchForm } from "../components/search-form/search-form";
import type * as SearchResultsModule from "../components/results/search-results";
import type { SearchResultsProps } from "../components/results/search-results";
import { tripFromQuery } from "../lib/offers/trip-from-query";
import { isPhoneWidth } from "../lib/phone-width";
import { whenIdle } from "../lib/when-idle";
import { earlyOffersIn } from "../services/search/early-search";

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
 * Whether the form waits for the results' first screen: on a phone whose
 * search started early and has its offers in, the results fold the form
 * into their trip summary at once, and rendering the hidden form first
 * held the first offers back by about a quarter of a second at 4× CPU
 * (docs/performance.md).
 */
function formAfterResults(search: string): boolean {
  if (!isPhoneWidth()) return false;
  const trip = tripFromQuery(search, new Date());
  return Boolean(trip && earlyOffersIn(trip));
}

/** The longest a phone's folded form waits for an idle main thread. */
const FOLDED_FORM_DEADLINE_MS = 2_000;

/**
 * The form and the results. The fold's state lives here, inside the layout's
 * content boundary, not above the layout (see MountedScreen).
 */
function SearchScreen({ pathname, search }: SearchResultsProps) {
  const [formLater] = useState(() => formAfterResults(search));
  const [folded, setFolded] = useState(formLater);
  const [formReady, setFormReady] = useState(!formLater);
  useEffect(() => {
    if (formReady) return;
    // Idle comes once the results have rendered and painted.
    return whenIdle(
      () => startTransition(() => setFormReady(true)),
      FOLDED_FORM_DEADLINE_MS,
    );
  }, [formReady]);
  return (
    <>
      {formReady || !folded ? (
        <SearchForm foldedOnPhone={folded} />
      ) : (
        // Folds the screen's intro as the folded form would.
        <div data-folded-on-phone hidden />
      )}
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
