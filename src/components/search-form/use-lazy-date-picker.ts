import { useSyncExternalStore } from "react";
import type TripDatePicker from "./trip-date-picker";

type Picker = typeof TripDatePicker;

let picker: Picker | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the date picker (and its styles) once, on first use of the form. */
export function loadDatePicker(): Promise<void> {
  loading ??= import("./trip-date-picker").then(
    (module) => {
      picker = module.default;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // A failed chunk (offline, new deploy): the next use tries again.
      loading = undefined;
      console.error(error);
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

/** The date picker component once loaded, else undefined. */
export function useLazyDatePicker(): Picker | undefined {
  return useSyncExternalStore(
    subscribe,
    () => picker,
    () => undefined,
  );
}
