import { useEffect, useSyncExternalStore } from "react";
import type { formatTripDate as FormatTripDate } from "../../../domain/trips/date-in-words";

// The words of a date (day names, month names, their order) are not in a
// first load: the home page's fields start empty. A field given a date
// before the calendar has loaded (an address's) loads them then.
let format: typeof FormatTripDate | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadDateInWords(): Promise<void> {
  loading ??= import("../../../domain/trips/date-in-words").then(
    (module) => {
      format = module.formatTripDate;
      listeners.forEach((listener) => listener());
    },
    () => {
      // A failed chunk (offline, new deploy): the next date tries again.
      loading = undefined;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A year-month-day in words in the page language; "" until the words have loaded. */
export function useDateInWords(isoDate: string, language: string): string {
  const loaded = useSyncExternalStore(
    subscribe,
    () => format,
    () => undefined,
  );
  useEffect(() => {
    if (isoDate && !loaded) void loadDateInWords();
  }, [isoDate, loaded]);
  return loaded ? loaded(isoDate, language) : "";
}
