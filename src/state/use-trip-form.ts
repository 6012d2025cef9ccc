import { useCallback } from "react";
import { useRecoilState, useRecoilValue, useSetRecoilState } from "recoil";
import { addToHistory } from "../lib/search-history";
import type { TripForm } from "../lib/trip-form";
import { searchHistoryState, type HistoryList } from "./search-history";
import {
  arrivalDateState,
  arrivalTextState,
  departureDateState,
  departureTextState,
  travellersState,
  tripErrorsState,
  tripTypeState,
} from "./trip-form";

/** The trip form's values and setters (SPEC §3). */
export function useTripForm() {
  const [tripType, setTripType] = useRecoilState(tripTypeState);
  const [departureText, setDepartureText] = useRecoilState(departureTextState);
  const [arrivalText, setArrivalText] = useRecoilState(arrivalTextState);
  const [departureDate, setDepartureDate] = useRecoilState(departureDateState);
  const [arrivalDate, setArrivalDate] = useRecoilState(arrivalDateState);
  const [travellers, setTravellers] = useRecoilState(travellersState);
  const form: TripForm = {
    tripType,
    departureText,
    arrivalText,
    departureDate,
    arrivalDate,
    travellers,
  };
  return {
    form,
    setTripType,
    setDepartureText,
    setArrivalText,
    setDepartureDate,
    setArrivalDate,
    setTravellers,
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
