import { trackEvent } from "./track-event";

/** SPEC §9: the idle timer's length. */
export const IDLE_TIMEOUT_MS = 20_000;

export const IDLE_EVENT = "session_idle";
export const VISIBILITY_EVENT = "tab_visibility";

// What counts as the traveller being there; passive, so scrolling stays smooth.
const ACTIVITY = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * The session signals of SPEC §4: a 20-second idle timer that reports once
 * each time the page goes quiet (any activity restarts it), and every change
 * of the tab's visibility. Returns the function that stops both.
 */
export function startSessionSignals(doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => trackEvent(IDLE_EVENT, { idle_ms: IDLE_TIMEOUT_MS }),
      IDLE_TIMEOUT_MS,
    );
  };
  const onVisibility = () => {
    const state = doc.visibilityState;
    trackEvent(VISIBILITY_EVENT, { state });
    // A hidden tab is not an idle traveller; count again from their return.
    if (state === "hidden") clearTimeout(timer);
    else restart();
  };

  for (const type of ACTIVITY) {
    doc.addEventListener(type, restart, { passive: true, capture: true });
  }
  doc.addEventListener("visibilitychange", onVisibility);
  restart();

  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) {
      doc.removeEventListener(type, restart, { capture: true });
    }
    doc.removeEventListener("visibilitychange", onVisibility);
  };
}
