import type { Airport } from "../../domain/airports/airport";
import {
  AIRPORT_TEXT_PATTERN,
  isIataCode,
} from "../../domain/airports/iata-code";
import { airportPairProblem } from "../../domain/trips/trip-rules";

/** How a chosen airport shows in its field: `City (CODE)`. */
export function airportFieldText(
  airport: Pick<Airport, "city" | "iata">,
): string {
  return `${airport.city} (${airport.iata})`;
}

/**
 * The code of a well-formed field text, or of a code typed alone (what a
 * traveller can still search by when the airport list could not be loaded).
 */
export function airportCodeOf(text: string): string | undefined {
  const value = text.trim();
  if (isIataCode(value)) return value;
  return AIRPORT_TEXT_PATTERN.exec(value)?.[1];
}

/**
 * SPEC §5: an airport field is in error when empty, the same airport as the
 * other field, or neither in `City (CODE)` form nor a code typed alone.
 */
export function hasAirportError(text: string, otherText: string): boolean {
  const code = airportCodeOf(text);
  const other = airportCodeOf(otherText);
  return (
    code === undefined ||
    (other !== undefined && airportPairProblem(code, other) !== undefined)
  );
}
