import type { Airport } from "../../domain/airports/airport";

/** How a chosen airport shows in its field: `City (CODE)`. */
export function airportFieldText(
  airport: Pick<Airport, "city" | "iata">,
): string {
  return `${airport.city} (${airport.iata})`;
}

// Letters (any language) and spaces, then a space and a code in parentheses.
// Cities like "St. John's" or "Winston-Salem" also carry . ' and -.
const FIELD_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]* \(([A-Z]{3})\)$/u;

/** The code of a well-formed field text, else undefined. */
export function airportCodeOf(text: string): string | undefined {
  return FIELD_PATTERN.exec(text.trim())?.[1];
}

/**
 * SPEC §5: an airport field is in error when empty, equal to the other
 * field's text, or not in `City (CODE)` form.
 */
export function hasAirportError(text: string, otherText: string): boolean {
  const value = text.trim();
  if (!value || value === otherText.trim()) return true;
  return airportCodeOf(value) === undefined;
}
