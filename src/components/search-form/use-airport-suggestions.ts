import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Airport } from "../../../domain/airports/airport";
import { airportFieldText } from "../../lib/airport-field";
import { parseAirportQuery } from "../../lib/airports/airport-query";
import { airportSuggestions } from "../../lib/airports/airport-suggestions";
import {
  loadAirportData,
  type AirportData,
} from "../../services/airports/airport-data";
import { useDebouncedValue } from "./use-debounced-value";

/** SPEC §9: suggestions follow the typing after 200 ms of quiet. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** Enough matches to choose from without a long scroll on a phone. */
export const MATCH_LIMIT = 8;

export interface Suggestions {
  history: Airport[];
  matches: Airport[];
  /** A query long enough to match was typed, the list is here, and nothing matched. */
  noMatch: boolean;
  /** The airport list could not be loaded: the field says so. */
  unavailable: boolean;
  /** Loads the airport list (first focus), once per visit, again after a failure. */
  load: () => void;
  /** The suggestions for `text` at once, without waiting for the pause. */
  suggestNow: (text: string) => Airport[];
  /**
   * A code typed alone, as the field keeps it: `City (CODE)` for a known
   * airport, in capitals while the list is unavailable, else unchanged.
   */
  tidy: (text: string) => string;
}

/**
 * After a failed load, typing asks for the list again once this long has
 * passed since the failure, twice as long after each further one, up to
 * RETRY_CAP_MS: a list that failed once (a hung request ends after the
 * API client's deadline) never leaves the rest of the visit without it.
 */
export const RETRY_AFTER_FAILURE_MS = 1_000;
const RETRY_CAP_MS = 16_000;

const TYPED_CODE = /^\s*([A-Za-z]{3})\s*$/;

/** What an airport field suggests for its text (SPEC §2, §9). */
export function useAirportSuggestions(
  text: string,
  historyCodes: readonly string[],
): Suggestions {
  const [data, setData] = useState<AirportData>();
  const [unavailable, setUnavailable] = useState(false);
  const retry = useRef({ at: 0, failures: 0 });
  const load = useCallback(() => {
    void loadAirportData().then((loaded) => {
      setUnavailable(!loaded);
      if (loaded) {
        setData(loaded);
        retry.current = { at: 0, failures: 0 };
        return;
      }
      const failures = retry.current.failures + 1;
      const waitMs = Math.min(
        RETRY_AFTER_FAILURE_MS * 2 ** (failures - 1),
        RETRY_CAP_MS,
      );
      retry.current = { at: Date.now() + waitMs, failures };
    });
  }, []);
  const query = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);

  // The list failed: the next text typed once the wait is over asks again.
  useEffect(() => {
    if (unavailable && query.trim() && Date.now() >= retry.current.at) load();
  }, [unavailable, query, load]);

  const suggest = useCallback(
    (text: string) => {
      if (!data) return { history: [], matches: [] };
      // Enough matches to fill the list after the recent airports are taken out.
      const matches = parseAirportQuery(text)
        ? data.match(text, MATCH_LIMIT + historyCodes.length)
        : [];
      const { history, matches: others } = airportSuggestions(
        historyCodes,
        data.byCode,
        matches,
        text,
      );
      return { history, matches: others.slice(0, MATCH_LIMIT) };
    },
    [data, historyCodes],
  );
  const found = useMemo(() => suggest(query), [suggest, query]);
  const suggestNow = useCallback(
    (text: string) => {
      const { history, matches } = suggest(text);
      return [...history, ...matches];
    },
    [suggest],
  );

  const tidy = useCallback(
    (text: string) => {
      const code = TYPED_CODE.exec(text)?.[1]?.toUpperCase();
      if (!code) return text;
      if (!data) return unavailable ? code : text;
      const airport = data.byCode.get(code);
      return airport ? airportFieldText(airport) : text;
    },
    [data, unavailable],
  );

  const noMatch =
    data !== undefined &&
    parseAirportQuery(query) !== undefined &&
    found.history.length === 0 &&
    found.matches.length === 0;
  return { ...found, noMatch, unavailable, load, suggestNow, tidy };
}
