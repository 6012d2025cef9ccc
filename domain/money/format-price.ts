import { numberFormat } from "../intl/cached-formats";
import { writeNumber } from "../intl/number-shape";
import { numberShapes } from "../intl/number-shapes";
import { PRICE_FORMAT } from "../intl/shaped-formats";

/**
 * A fare's price in the locale (en-CA by default), e.g. "$1,046.00": from the
 * locale's shape where it has one, so no Intl formatter is built (decisions
 * 0026, 0027), else from Intl.
 */
export function formatPrice(cents: number, locale = "en-CA"): string {
  const shape = numberShapes(locale)?.price;
  return (
    (shape && writeNumber(cents, shape)) ??
    numberFormat(locale, PRICE_FORMAT).format(cents / 100)
  );
}
