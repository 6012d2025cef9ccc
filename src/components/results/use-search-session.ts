import { startTransition, useEffect, useRef, useState } from "react";
import type {
  SearchSessionAnswer,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { sameTrip, tripKey } from "../../lib/offers/trip-from-query";
import { whenPageHydrated } from "../../lib/page-hydrated";
import { ApiRequestError } from "../../services/api-client";
import { createSearchSession } from "../../services/search/create-search-session";
import {
  takeEarlySearch,
  type EarlySearch,
} from "../../services/search/early-search";
import { fetchSearchSession } from "../../services/search/fetch-search-session";

export type SessionState =
  | { kind: "idle" }
  | { kind: "pending" }
  /** Offers on screen: the whole search, or (answer pending) those so far. */
  | { kind: "complete"; answer: SearchSessionAnswer }
  | { kind: "expired"; message?: string }
  | { kind: "failed" };

/**
 * First wait between looks at a pending session, grows ×1.5 up to 3 s;
 * only the part of it the server did not already wait (it holds a pending
 * answer until the offers are in, fetch-search-session.ts).
 */
export const FIRST_POLL_MS = 400;
const MAX_POLL_MS = 3_000;
/** A session still pending after this long counts as a failure. */
const GIVE_UP_MS = 60_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * The search session behind /search: with no session id (or one that is
 * gone, or that priced another trip) it starts one and hands its id to
 * `onSession` (which puts it in the address), saying whether its offers are
 * on screen already (nothing then waits for the address); with an id it looks until
 * the session is complete, waiting longer each time. A search started
 * early for the same trip (early-search.ts) stands for the first of each.
 * Leaving, or a new trip or id, aborts whatever is under way. `attempt` retries.
 */
export function useSearchSession(
  trip: TripRequest | undefined,
  sessionId: string | undefined,
  onSession: (sessionId: string, onScreen: boolean) => void,
  attempt: number,
): SessionState {
  const [state, setState] = useState<SessionState>({ kind: "idle" });
  // Ids this screen made: one of them unknown to the server is a failure,
  // not a reason to start yet another session.
  const made = useRef(new Set<string>());
  // The first answer of a session started early, asked for already.
  const asked = useRef(new Map<string, Promise<SearchSessionAnswer>>());
  const key = tripKey(trip);
  // The complete session on screen: its id coming into the address is no news.
  const shown = useRef<{ id: string; key: string }>();
  // A session started early, shown before its id goes into the address.
  const unannounced = useRef<string>();
  const announce = useRef(onSession);
  announce.current = onSession;

  useEffect(() => {
    if (!trip) {
      setState({ kind: "idle" });
      return;
    }
    const onScreen = shown.current;
    if (
      onScreen?.key === key &&
      onScreen.id === (sessionId ?? unannounced.current)
    ) {
      return; // already on screen: its id just came into the address
    }
    const early = sessionId ? undefined : takeEarlySearch(trip);
    const settled = early?.settled;
    if (settled?.status === "complete" && sameTrip(settled.trip, trip)) {
      // Its offers are in already: shown with no pending pass, as look()
      // shows them (in slices); the address gets its id after.
      made.current.add(settled.sessionId);
      shown.current = { id: settled.sessionId, key };
      unannounced.current = settled.sessionId;
      startTransition(() => setState({ kind: "complete", answer: settled }));
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const start = async (early?: EarlySearch): Promise<void> => {
      const id = early
        ? await early.sessionId.catch(() => createSearchSession(trip, signal))
        : await createSearchSession(trip, signal);
      made.current.add(id);
      if (signal.aborted) return;
      if (!early) {
        await whenPageHydrated();
        if (!signal.aborted) announce.current(id, false);
        return;
      }
      // Its offers may be in already: on screen first, the address after,
      // once they are.
      asked.current.set(id, early.answer);
      unannounced.current = id;
      return look(id);
    };
    const lookOnce = (id: string, batchesSeen: number) => {
      const early = asked.current.get(id);
      asked.current.delete(id);
      return early
        ? early.catch(() => fetchSearchSession(id, signal))
        : fetchSearchSession(id, signal, batchesSeen);
    };
    const look = async (id: string): Promise<void> => {
      const started = Date.now();
      // A supplier's batches already on screen: the next look waits for more.
      let batchesSeen = 0;
      for (
        let delay = FIRST_POLL_MS;
        ;
        delay = Math.min(delay * 1.5, MAX_POLL_MS)
      ) {
        const sent = Date.now();
        const answer = await lookOnce(id, batchesSeen);
        if (signal.aborted) return;
        if (!sameTrip(answer.trip, trip)) return start();
        if (answer.status === "complete") {
          // The results are the page's largest render: as a transition it
          // runs in slices, and "searching" stays on screen meanwhile.
          shown.current = { id, key };
          return startTransition(() => setState({ kind: "complete", answer }));
        }
        if (answer.status === "expired") return setState({ kind: "expired" });
        if (Date.now() - started > GIVE_UP_MS)
          return setState({ kind: "failed" });
        if (answer.progress && answer.offers.length) {
          // The first airlines' offers, on screen while the others answer;
          // the address gets the id once the search is complete.
          batchesSeen = answer.progress.answered;
          startTransition(() => setState({ kind: "complete", answer }));
        } else setState({ kind: "pending" });
        const left = delay - (Date.now() - sent);
        if (left > 0) await wait(left, signal);
      }
    };
    shown.current = undefined;
    setState({ kind: "pending" });
    const run = sessionId ? look(sessionId) : start(early);
    run.catch((error: unknown) => {
      if (signal.aborted) return;
      const status =
        error instanceof ApiRequestError ? error.status : undefined;
      if (status === 404 && sessionId && !made.current.has(sessionId)) {
        start().catch(() => {
          if (!signal.aborted) setState({ kind: "failed" });
        });
      } else if (status === 410) {
        setState({ kind: "expired", message: (error as Error).message });
      } else {
        setState({ kind: "failed" });
      }
    });
    return () => controller.abort();
    // The key stands for the trip: a new object for the same journey is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sessionId, attempt]);

  // The id goes into the address once the page has hydrated.
  useEffect(() => {
    const id = unannounced.current;
    if (
      state.kind !== "complete" ||
      state.answer.status !== "complete" ||
      state.answer.sessionId !== id
    ) {
      return;
    }
    let current = true;
    void whenPageHydrated().then(() => {
      if (!current || unannounced.current !== id) return;
      unannounced.current = undefined;
      announce.current(id, true);
    });
    return () => {
      current = false;
    };
  }, [state]);

  return state;
}
