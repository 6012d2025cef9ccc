import { useCallback } from "react";
import { useRecoilState, useRecoilValue, useSetRecoilState } from "recoil";
import { addToHistory } from "../lib/search-history";
import { searchHistoryState, type HistoryList } from "./search-history";
import {
  arrivalDateState,
  arrivalTextState,
  departureDateState,
  departureTextState,
  travellersState,
  tripErrorsState,
  tripFormState,
  tripTypeState,
} from "./trip-form";

/** The trip form's values and setters (SPEC §3). */
export function useTripForm() {
  return {
    form: useRecoilValue(tripFormState),
    setTripType: useSetRecoilState(tripTypeState),
    setDepartureText: useSetRecoilState(departureTextState),
    setArrivalText: useSetRecoilState(arrivalTextState),
    setDepartureDate: useSetRecoilState(departureDateState),
    setArrivalDate: useSetRecoilState(arrivalDateState),
    setTravellers: useSetRecoilState(travellersState),
  };
}

export function useTripErrors() {
  return useRecoilState(tripErrorsState);
}

/** One recent-airports list: its codes, adding a code, clearing it (SPEC §4). */
export function useSearchHistory(list: HistoryList) {
  const codes = useRecoilValue(searchHistoryState(list));
  const setCodes = useSetRecoilState(searchHistoryState(list));
  const add = useCallback(
    (code: string) => setCodes((current) => addToHistory(current, code)),
    [setCodes],
  );
  const clear = useCallback(() => setCodes([]), [setCodes]);
  return { codes, add, clear };
}
