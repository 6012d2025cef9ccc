import { atom } from "recoil";
import type { Travellers } from "../lib/travellers";
import {
  NO_TRIP_ERRORS,
  type TripErrors,
  type TripType,
} from "../lib/trip-form";

// SPEC §3: the trip form's state. Components reach it through use-trip-form.ts.

export const tripTypeState = atom<TripType>({
  key: "tripType",
  default: "round",
});

/** What each airport field shows: `City (CODE)` once an airport is chosen. */
export const departureTextState = atom<string>({
  key: "departureText",
  default: "",
});

export const arrivalTextState = atom<string>({
  key: "arrivalText",
  default: "",
});

/** Year-month-day, or "" when not chosen. */
export const departureDateState = atom<string>({
  key: "departureDate",
  default: "",
});

export const arrivalDateState = atom<string>({
  key: "arrivalDate",
  default: "",
});

export const travellersState = atom<Travellers>({
  key: "travellers",
  default: { adult: 1, children: 0 },
});

export const tripErrorsState = atom<TripErrors>({
  key: "tripErrors",
  default: NO_TRIP_ERRORS,
});
