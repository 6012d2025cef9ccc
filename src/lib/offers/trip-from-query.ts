import type { TripRequest } from "../../../domain/offers/search-session-contract";
import { readSearchQuery } from "../../../domain/trips/search-query";
import { airportPairProblem } from "../../../domain/trips/trip-rules";

/**
 * The trip a /search address asks for, or undefined when it lacks an
 * airport or the departure date (then the form waits for the traveller).
 */
export function tripFromQuery(
  query: string,
  today: Date,
): TripRequest | undefined {
  const read = readSearchQuery(query, today);
  if (!read.departure || !read.arrival || !read.departureDate) return undefined;
  if (airportPairProblem(read.departure, read.arrival)) return undefined;
  const trip: TripRequest = {
    departure: read.departure,
    arrival: read.arrival,
    departureDate: read.departureDate,
    adults: read.adults ?? 1,
    children: read.children ?? 0,
  };
  if (read.arrivalDate) trip.arrivalDate = read.arrivalDate;
  if (read.campaign) trip.campaign = read.campaign;
  return trip;
}

/** The same journey (what a session prices), whatever the campaign. */
export function sameTrip(a: TripRequest, b: TripRequest): boolean {
  return (
    a.departure === b.departure &&
    a.arrival === b.arrival &&
    a.departureDate === b.departureDate &&
    (a.arrivalDate ?? "") === (b.arrivalDate ?? "") &&
    a.adults === b.adults &&
    a.children === b.children
  );
}

/** A key that changes exactly when the journey does. */
export function tripKey(trip: TripRequest | undefined): string {
  if (!trip) return "";
  const { departure, arrival, departureDate, arrivalDate, adults, children } =
    trip;
  return [
    departure,
    arrival,
    departureDate,
    arrivalDate ?? "",
    adults,
    children,
  ].join("|");
}
