import { useEffect } from "react";
import { startSessionSignals } from "../../lib/analytics/session-signals";
import { useAuthSession } from "../../state/auth-session";

let signalsStarted = false;

/**
 * The sign-in state and the session signals, once per visit. Mounted in the
 * header rather than at the root: effects inside the page run only once it
 * has hydrated, so these state changes never land on HTML React is still
 * adopting (which would make it throw the page away and render it again).
 */
export function SessionEffects() {
  useAuthSession();
  useEffect(() => {
    if (signalsStarted) return;
    signalsStarted = true;
    startSessionSignals();
  }, []);
  return null;
}
