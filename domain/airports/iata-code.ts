/** An airport's IATA code as the site, the API and the content write it: YYZ. */
export const IATA_CODE_PATTERN = /^[A-Z]{3}$/;

export const isIataCode = (text: string): boolean =>
  IATA_CODE_PATTERN.test(text);

/**
 * An airport as its field shows it, `City (CODE)`: letters (any language) and
 * spaces, then a space and the code in parentheses. Cities like "St. John's"
 * or "Winston-Salem" also carry . ' and -. The code is the first group.
 */
export const AIRPORT_TEXT_PATTERN =
  /^[\p{L}\p{M}][\p{L}\p{M} .'-]* \(([A-Z]{3})\)$/u;
