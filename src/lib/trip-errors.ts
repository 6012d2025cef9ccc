// Apart from trip-form.ts: the shell's state needs only this default, and
// importing trip-form.ts put the whole form check (airports, dates, trip
// rules) into every page's first load a second time.

/** SPEC §3's error flags, one per field. */
export interface TripErrors {
  hasDepartureAirportError: boolean;
  hasArrivalAirportError: boolean;
  hasDepartureDateError: boolean;
  hasArrivalDateError: boolean;
}

export const NO_TRIP_ERRORS: TripErrors = {
  hasDepartureAirportError: false,
  hasArrivalAirportError: false,
  hasDepartureDateError: false,
  hasArrivalDateError: false,
};
