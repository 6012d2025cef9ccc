import { createContext, useContext, type ReactNode } from "react";
import type { TripRequest } from "../../../domain/offers/search-session-contract";
import { airportFieldText } from "../../lib/airport-field";
import type { TripCities } from "../../lib/offers/trip-cities";
import { useSignedIn } from "../../state/use-auth";
import { useSetAirportTexts } from "../../state/use-set-airport-texts";

const SignedInContext = createContext(false);

/**
 * Reads the app's state for the results, around them. The results render in
 * transitions, in slices, and a Recoil value read inside them is a
 * useSyncExternalStore: when one changes while they render (the session
 * starting as /search loads), React renders them all again synchronously, in
 * one piece, so that no screen mixes two states. Passed down by context
 * instead, a change reaches only the components that show it (decision 0047).
 */
export function ResultsAppState({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  return (
    <SignedInContext.Provider value={signedIn}>
      {children}
    </SignedInContext.Provider>
  );
}

/** Whether the traveller is signed in, for the results. */
export const useResultsSignedIn = () => useContext(SignedInContext);

/**
 * Writes the form's airport texts, "Toronto (YYZ)", for the airports whose
 * city is known. Written, never read here: the results do not render again
 * as the form changes.
 */
export function useSetFormAirports() {
  const { setDepartureText, setArrivalText } = useSetAirportTexts();
  return (
    trip: Pick<TripRequest, "departure" | "arrival">,
    { departure, arrival }: TripCities,
  ) => {
    if (departure) {
      setDepartureText(
        airportFieldText({ city: departure, iata: trip.departure }),
      );
    }
    if (arrival) {
      setArrivalText(airportFieldText({ city: arrival, iata: trip.arrival }));
    }
  };
}
