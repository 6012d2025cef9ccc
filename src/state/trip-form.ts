import { atom, selector } from "recoil";
import type { Travellers } from "../../domain/trips/travellers";
import {
  NO_TRIP_ERRORS,
  type TripErrors,
  type TripForm,
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

/** The whole form as one value; the same object until a field changes. */
export const tripFormState = selector<TripForm>({
  key: "tripForm",
  get: ({ get }) => ({
    tripType: get(tripTypeState),
    departureText: get(departureTextState),
    arrivalText: get(arrivalTextState),
    departureDate: get(departureDateState),
    arrivalDate: get(arrivalDateState),
    travellers: get(travellersState),
  }),
});
