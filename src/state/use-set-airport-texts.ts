import { useSetRecoilState } from "recoil";
import { arrivalTextState, departureTextState } from "./trip-form";

// A file of its own: only the results' chunk writes the form this way, and
// the home page's first load stays without it.

/** The form's airport texts' setters alone: no render when the form changes. */
export function useSetAirportTexts() {
  return {
    setDepartureText: useSetRecoilState(departureTextState),
    setArrivalText: useSetRecoilState(arrivalTextState),
  };
}
