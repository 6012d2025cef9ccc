import type { Airport } from "../../domain/airports/airport";
import { airportPairProblem } from "../../domain/trips/trip-rules";

/** How a chosen airport shows in its field: `City (CODE)`. */
export function airportFieldText(
  airport: Pick<Airport, "city" | "iata">,
): string {
  return `${airport.city} (${airport.iata})`;
}

// Letters (any language) and spaces, then a space and a code in parentheses.
// Cities like "St. John's" or "Winston-Salem" also carry . ' and -.
const FIELD_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]* \(([A-Z]{3})\)$/u;

// A code typed alone, as IATA writes it: what a traveller can still search
// by when the airport list could not be loaded.
const CODE_PATTERN = /^[A-Z]{3}$/;

/** The code of a well-formed field text, or of a code typed alone, else undefined. */
export function airportCodeOf(text: string): string | undefined {
  const value = text.trim();
  if (CODE_PATTERN.test(value)) return value;
  return FIELD_PATTERN.exec(value)?.[1];
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
