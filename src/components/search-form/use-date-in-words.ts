import { useEffect, useState } from "react";
import { formatTripDateByIntl } from "../../../domain/trips/trip-date-intl";

// The day shapes would weigh on every first load, so they come with the
// results' chunk, which writes days with them too: on /search it is loaded
// anyway, and elsewhere a field has a date only from an address, whose
// search is a press away. Asked for only when a field has a date.
const loadDateInWords = () =>
  import(
    /* webpackChunkName: "search-results" */ "../../../domain/trips/date-in-words"
  );

/**
 * A year-month-day in words in the page language, for a field given a date
 * before the calendar has loaded: "" at first, the words just after. Written
 * from the day shapes, not by Intl: a first Intl formatter is 10–18 ms of a
 * phone's main thread in one piece (ICU's set-up, decision 0026), which
 * counted in /search's load. By Intl only when the shapes cannot load.
 */
export function useDateInWords(isoDate: string, language: string): string {
  const [words, setWords] = useState("");
  useEffect(() => {
    if (!isoDate) {
      setWords("");
      return;
    }
    let current = true;
    loadDateInWords().then(
      ({ formatTripDate }) => {
        if (current) setWords(formatTripDate(isoDate, language));
      },
      () => {
        if (current) setWords(formatTripDateByIntl(isoDate, language));
      },
    );
    return () => {
      current = false;
    };
  }, [isoDate, language]);
  return words;
}
