import { useEffect, useState } from "react";
import { formatTripDateByIntl } from "../../../domain/trips/trip-date-intl";
import { whenIdle } from "../../lib/when-idle";

/** The longest the words wait for an idle main thread. */
export const DATE_WORDS_DEADLINE_MS = 1_000;

/**
 * A year-month-day in words in the page language, for a field given a date
 * before the calendar has loaded (an address's): "" at first, the words just
 * after. The day shapes (date-in-words.ts) would weigh on every first load,
 * and a first Intl formatter costs a phone's main thread 10–18 ms, so Intl
 * writes it once the main thread is idle: not while the page hydrates, nor
 * between a search link's first render and its first offers' paint.
 */
export function useDateInWords(isoDate: string, language: string): string {
  const [words, setWords] = useState("");
  useEffect(() => {
    return whenIdle(
      () => setWords(formatTripDateByIntl(isoDate, language)),
      DATE_WORDS_DEADLINE_MS,
    );
  }, [isoDate, language]);
  return words;
}
