import { airportCodeOf, hasAirportError } from "./airport-field";
import type { TripErrors } from "./trip-errors";
import type { TripSearch } from "../../domain/trips/search-url";
import type { Travellers } from "../../domain/trips/travellers";
import { parseIsoDate, toIsoDate } from "../../domain/trips/trip-dates";
import {
  returnDateProblem,
  travelDateProblem,
} from "../../domain/trips/trip-rules";

export type TripType = "round" | "one-way";

export interface TripForm {
  tripType: TripType;
  departureText: string;
  arrivalText: string;
  /** Year-month-day, or "" when not chosen. */
  departureDate: string;
  arrivalDate: string;
  travellers: Travellers;
}

export { NO_TRIP_ERRORS, type TripErrors } from "./trip-errors";

const isUsableDate = (date: string, today: Date) =>
  parseIsoDate(date) !== undefined &&
  !travelDateProblem(date, toIsoDate(today));

/**
 * SPEC §5: each airport must be a `City (CODE)` text unlike the other one;
 * the departure date is required, the arrival date only for a round trip
 * (and never before the departure). Dates before today count as missing.
 */
export function tripErrors(form: TripForm, today: Date): TripErrors {
  const departureOk = isUsableDate(form.departureDate, today);
  const arrivalOk =
    isUsableDate(form.arrivalDate, today) &&
    (!departureOk || !returnDateProblem(form.departureDate, form.arrivalDate));
  return {
    hasDepartureAirportError: hasAirportError(
      form.departureText,
      form.arrivalText,
    ),
    hasArrivalAirportError: hasAirportError(
      form.arrivalText,
      form.departureText,
    ),
    hasDepartureDateError: !departureOk,
    hasArrivalDateError: form.tripType === "round" && !arrivalOk,
  };
}

export function hasTripError(errors: TripErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The search a valid form asks for, or undefined while any field is in error.
 * A one-way trip leaves the arrival date out.
 */
export function tripSearchOf(
  form: TripForm,
  today: Date,
  extras: Pick<TripSearch, "campaign" | "searchType" | "sessionId"> = {},
): TripSearch | undefined {
  if (hasTripError(tripErrors(form, today))) return undefined;
  return {
    departure: airportCodeOf(form.departureText)!,
    arrival: airportCodeOf(form.arrivalText)!,
    departureDate: form.departureDate,
    arrivalDate: form.tripType === "round" ? form.arrivalDate : undefined,
    adults: form.travellers.adult,
    children: form.travellers.children,
    ...extras,
  };
}
