import { useCallback, useMemo, useState } from "react";
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

const TYPED_CODE = /^\s*([A-Za-z]{3})\s*$/;

/** What an airport field suggests for its text (SPEC §2, §9). */
export function useAirportSuggestions(
  text: string,
  historyCodes: readonly string[],
): Suggestions {
  const [data, setData] = useState<AirportData>();
  const [unavailable, setUnavailable] = useState(false);
  const load = useCallback(() => {
    void loadAirportData().then((loaded) => {
      setUnavailable(!loaded);
      if (loaded) setData(loaded);
    });
  }, []);
  const query = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);

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
