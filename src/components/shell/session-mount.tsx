import { useSessionStart } from "../../state/use-session-start";

/** The idle timer and tab signals start after load, with their own code. */
const startSignals = () => {
  void import("../../lib/analytics/session-signals").then(
    ({ startSessionSignals }) => startSessionSignals(),
  );
};

/**
 * The one place the visit's session starts: the sign-in state, then the
 * session signals. In the layout's last boundary, so it runs once the page
 * has hydrated.
 */
export function SessionMount() {
  useSessionStart(startSignals);
  return null;
}
