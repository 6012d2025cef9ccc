import { useEffect, useState } from "react";

// The words come with the results' chunk, from the locale's day shapes (no
// Intl formatter, decision 0026). A field has a date before its calendar
// loads only when the page's address gave it one, read by that same chunk
// (src/lib/address-query.ts), so they cost no download of their own.
const loadDateInWords = () =>
  import(
    /* webpackChunkName: "search-results" */ "../../../domain/trips/date-in-words"
  );

/**
 * A year-month-day in words in the page language, for a field given a date
 * before the calendar has loaded (an address's): "" at first, the words just
 * after. Not by Intl: a phone's first Intl formatter costs its main thread
 * 10–18 ms while the page hydrates (decision 0048).
 */
export function useDateInWords(isoDate: string, language: string): string {
  const [words, setWords] = useState("");
  useEffect(() => {
    let current = true;
    if (isoDate) {
      loadDateInWords()
        .then(({ formatTripDate }) => {
          if (current) setWords(formatTripDate(isoDate, language));
        })
        // Without the chunk the address was not read either: no date to show.
        .catch(() => {});
    } else setWords("");
    return () => {
      current = false;
    };
  }, [isoDate, language]);
  return words;
}
