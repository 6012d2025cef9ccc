import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useSignedIn } from "../../state/use-auth";
import { useTripForm } from "../../state/use-trip-form";

/** What the results show of the app's state (Recoil). */
interface ResultsAppStateValue {
  signedIn: boolean;
  /** The form's airport texts, "Toronto (YYZ)": the trip summary's cities. */
  departureText: string;
  arrivalText: string;
}

const ResultsAppStateContext = createContext<ResultsAppStateValue>({
  signedIn: false,
  departureText: "",
  arrivalText: "",
});

/**
 * Reads the app's state for the results, around them. The results render in
 * transitions, in slices, and a Recoil value read inside them is a
 * useSyncExternalStore: when one changes while they render (the session
 * starting, the form filled from the address, both as /search loads), React
 * renders them all again synchronously, in one piece, so that no screen
 * mixes two states. Passed down by context instead, a change reaches only
 * the components that show it (decision 0047).
 */
export function ResultsAppState({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { departureText, arrivalText } = useTripForm().form;
  const value = useMemo(
    () => ({ signedIn, departureText, arrivalText }),
    [signedIn, departureText, arrivalText],
  );
  return (
    <ResultsAppStateContext.Provider value={value}>
      {children}
    </ResultsAppStateContext.Provider>
  );
}

export const useResultsAppState = () => useContext(ResultsAppStateContext);
