import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useSignedIn } from "../../state/use-auth";
import { useTripForm } from "../../state/use-trip-form";

/** The form's airport texts, "Toronto (YYZ)": the trip summary's cities. */
interface AirportTexts {
  departureText: string;
  arrivalText: string;
}

// Two contexts, not one: the form fills its airport texts from the address
// as /search loads, and a context's change renders every component that
// reads it; the offers (which read whether the traveller is signed in) stay
// out of that render, which only the trip summary needs.
const SignedInContext = createContext(false);
const AirportTextsContext = createContext<AirportTexts>({
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
  const airportTexts = useMemo(
    () => ({ departureText, arrivalText }),
    [departureText, arrivalText],
  );
  return (
    <SignedInContext.Provider value={signedIn}>
      <AirportTextsContext.Provider value={airportTexts}>
        {children}
      </AirportTextsContext.Provider>
    </SignedInContext.Provider>
  );
}

/** Whether the traveller is signed in, for the results. */
export const useResultsSignedIn = () => useContext(SignedInContext);

/** The form's airport texts, for the trip summary. */
export const useResultsAirportTexts = () => useContext(AirportTextsContext);
