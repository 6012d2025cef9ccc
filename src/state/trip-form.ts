import { atom, selector } from "recoil";
import type { Travellers } from "../../domain/trips/travellers";
import { NO_TRIP_ERRORS, type TripErrors } from "../lib/trip-errors";
import type { TripForm, TripType } from "../lib/trip-form";

// SPEC §3: the trip form's state. Components reach it through use-trip-form.ts.

const field = <T>(key: string, initial: T) =>
  atom<T>({ key, default: initial });

export const tripTypeState = field<TripType>("tripType", "round");

/** What each airport field shows: `City (CODE)` once an airport is chosen. */
export const departureTextState = field("departureText", "");
export const arrivalTextState = field("arrivalText", "");

/** Year-month-day, or "" when not chosen. */
export const departureDateState = field("departureDate", "");
export const arrivalDateState = field("arrivalDate", "");

export const travellersState = field<Travellers>("travellers", {
  adult: 1,
  children: 0,
});

export const tripErrorsState = field<TripErrors>("tripErrors", NO_TRIP_ERRORS);

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
