import { startSessionSignals } from "../../lib/analytics/session-signals";
import { useSessionStart } from "../../state/use-session-start";

/**
 * The one place the visit's session starts: the sign-in state, then the
 * session signals. In the layout, so it runs once the page has hydrated.
 */
export function SessionMount() {
  useSessionStart(startSessionSignals);
  return null;
}
