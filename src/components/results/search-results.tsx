import { navigate } from "gatsby";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { readSearchQuery } from "../../../domain/trips/search-query";
import { searchPageView } from "../../lib/analytics/search-page-name";
import { trackEvent } from "../../lib/analytics/track-event";
import { readResultsStep } from "../../lib/offers/results-step";
import { tripCities } from "../../lib/offers/trip-cities";
import { tripFromQuery } from "../../lib/offers/trip-from-query";
import { ResultsAppState, useSetFormAirports } from "./results-app-state";
import { ResultsView } from "./results-view";
import { ResultsStatus } from "./results-status";
import { TripSummary } from "./trip-summary";
import { useSearchSession } from "./use-search-session";

export interface SearchResultsProps {
  /** The page's path as the browser has it (with any language prefix). */
  pathname: string;
  /** The page's query, "?departure=…". */
  search: string;
  /**
   * Told, before the browser paints, whether the trip summary stands in for
   * the search form on a phone: from the results' arrival until its Change.
   */
  onFold?: (folded: boolean) => void;
}

/** `search` changed by `change`, which edits a copy of its parameters. */
function changed(search: string, change: (params: URLSearchParams) => void) {
  const params = new URLSearchParams(search);
  change(params);
  return `?${params.toString()}`;
}

/**
 * The id of a session whose offers are on screen goes into the address
 * without a navigation: one would render the whole page again (header,
 * footer and results, twice) for an address nothing on screen depends on,
 * tens of milliseconds of a phone's main thread in one piece, as the page
 * loads (docs/decisions/0047-session-id-into-the-address-quietly.md). The
 * router's location lacks it until its next navigation, which carries it.
 */
function putInAddressQuietly(address: string) {
  window.history.replaceState(window.history.state, "", address);
}

/**
 * The results, with the app's state they show read around them, outside
 * the transitions they render in (results-app-state.tsx).
 */
export default function SearchResults(props: SearchResultsProps) {
  return (
    <ResultsAppState>
      <SessionResults {...props} />
    </ResultsAppState>
  );
}

/**
 * /search below the form: the session's progress, then the offers, step by
 * step. The address is the state: the server's session id replaces the
 * address's (history replace), each step is a history entry.
 */
function SessionResults({ pathname, search, onFold }: SearchResultsProps) {
  const today = useMemo(() => new Date(), []);
  const trip = useMemo(() => tripFromQuery(search, today), [search, today]);
  const { sessionId, step: rawStep } = useMemo(
    () => readSearchQuery(search, today),
    [search, today],
  );
  const step = readResultsStep(search, Boolean(trip?.arrivalDate));
  const [attempt, setAttempt] = useState(0);
  // The id put in the address quietly, for the router's `search` it lacks.
  const quietId = useRef<{ search: string; id: string }>();
  const goTo = (
    change: (params: URLSearchParams) => void,
    replace: boolean,
  ) => {
    const quiet = quietId.current;
    const current =
      quiet?.search === search
        ? changed(search, (p) => p.set("sessionId", quiet.id))
        : search;
    void navigate(`${pathname}${changed(current, change)}`, { replace });
  };
  const state = useSearchSession(
    trip,
    sessionId,
    (id, onScreen) => {
      const setId = (p: URLSearchParams) => p.set("sessionId", id);
      if (!onScreen) return goTo(setId, true);
      quietId.current = { search, id };
      putInAddressQuietly(`${pathname}${changed(search, setId)}`);
    },
    attempt,
  );
  const searchAgain = () => {
    goTo((p) => {
      p.delete("sessionId");
      p.delete("outbound");
      p.set("step", "1");
    }, true);
    // A session started early is not in the address until its offers are
    // shown: without an id to drop, the address alone starts nothing.
    if (!sessionId) setAttempt((n) => n + 1);
  };

  useEffect(() => {
    trackEvent("page_view", { ...searchPageView(rawStep) });
  }, [rawStep, step.step, step.outbound]);

  // The form opened by Change stays open for that trip; another trip's
  // results fold it again (a session id or a step in the address does not).
  const tripKey = JSON.stringify(trip ?? null);
  const [editedTrip, setEditedTrip] = useState<string>();
  const folded = state.kind === "complete" && editedTrip !== tripKey;
  // In the commit that shows the results, so the form and its summary swap
  // in the same frame and nothing on screen moves. Not before a trip's first
  // look: a phone's screen may hold its form back for offers already in.
  useLayoutEffect(() => {
    if (state.kind !== "idle" || !trip) onFold?.(folded);
  }, [onFold, folded, state.kind, trip]);
  const answer = state.kind === "complete" ? state.answer : undefined;
  const cities = useMemo(
    () => (answer ? tripCities(answer.offers, answer.trip) : {}),
    [answer],
  );
  const setFormAirports = useSetFormAirports();
  const change = () => {
    // On a phone the folded form was not rendered: it opens with the
    // summary's airports in it, before its own fill from the address has
    // looked them up.
    if (trip) setFormAirports(trip, cities);
    setEditedTrip(tripKey);
    // Once the form shows again: its first control (the trip type), which
    // opens no keyboard and loads no airport list.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          "form[role=search] button, form[role=search] input",
        )
        ?.focus(),
    );
  };

  if (state.kind === "idle") return null;
  if (state.kind !== "complete") {
    return (
      <ResultsStatus
        state={state}
        onSearchAgain={searchAgain}
        onTryAgain={() => setAttempt((n) => n + 1)}
      />
    );
  }
  return (
    <>
      {folded && trip && (
        <TripSummary trip={trip} cities={cities} onChange={change} />
      )}
      <ResultsView
        answer={state.answer}
        step={step}
        search={search}
        onNavigate={(change, replace = false) => goTo(change, replace)}
      />
    </>
  );
}
