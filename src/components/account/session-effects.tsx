import { useEffect } from "react";
import { startSessionSignals } from "../../lib/analytics/session-signals";
import { useAuthSession } from "../../state/auth-session";

/** Once per visit, at the root: the sign-in state and the session signals. */
export function SessionEffects() {
  useAuthSession();
  useEffect(() => startSessionSignals(), []);
  return null;
}
