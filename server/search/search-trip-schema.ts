import {
  tripIssue,
  tripRequestSchema,
} from "../../domain/offers/search-session-contract";
import { earliestTripDate } from "../../domain/offers/search-session-limits";
import { parseIsoDate } from "../../domain/trips/trip-dates";
import { travelDateProblem } from "../../domain/trips/trip-rules";
import { allAirports } from "../airports";
import { isIataCode } from "../../domain/airports/iata-code";

let codes: Set<string> | undefined;

/** Whether the airport list (POST /airport) has this IATA code. */
export function airportExists(code: string): boolean {
  codes ??= new Set(allAirports().map(({ iata }) => iata));
  return codes.has(code);
}

/**
 * The trip as the contract checks it, plus what only the server knows: the
 * airports exist, and no date is before the earliest day anywhere on Earth.
 */
export function searchTripSchema(clock: () => Date) {
  return tripRequestSchema.superRefine((trip, context) => {
    for (const field of ["departure", "arrival"] as const) {
      const code = trip[field];
      if (isIataCode(code) && !airportExists(code)) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: `No airport has the code ${code}.`,
        });
      }
    }
    const earliest = earliestTripDate(clock());
    for (const field of ["departureDate", "arrivalDate"] as const) {
      const date = trip[field];
      // An unreal date already has its own issue.
      const problem =
        date && parseIsoDate(date) && travelDateProblem(date, earliest);
      if (problem) context.addIssue(tripIssue(field, problem));
    }
  });
}
