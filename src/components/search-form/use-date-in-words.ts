import { useEffect, useState } from "react";
import { formatTripDateByIntl } from "../../../domain/trips/trip-date-intl";

/**
 * A year-month-day in words in the page language, for a field given a date
 * before the calendar has loaded (an address's): "" at first, the words just
 * after. The day shapes (date-in-words.ts) would weigh on every first load,
 * and a first Intl formatter costs a phone's main thread 10–18 ms, so Intl
 * writes it once the page has painted, not while it hydrates.
 */
export function useDateInWords(isoDate: string, language: string): string {
  const [words, setWords] = useState("");
  useEffect(() => {
    const timer = setTimeout(() =>
      setWords(formatTripDateByIntl(isoDate, language)),
    );
    return () => clearTimeout(timer);
  }, [isoDate, language]);
  return words;
}
