import { useSyncExternalStore } from "react";

/**
 * A phone's width: below the layout's first breakpoint (640 px), where the
 * search form folds into the results' trip summary (search-form.module.css).
 * In a browser: a client-only screen renders nowhere else.
 */
export const isPhoneWidth = () => innerWidth < 640;

const onResize = (change: () => void) => {
  addEventListener("resize", change);
  return () => removeEventListener("resize", change);
};

/** Whether the window is a phone's width, following it as it is resized. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(onResize, isPhoneWidth);
}
