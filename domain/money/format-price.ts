import { numberFormat } from "../intl/cached-formats";

/** A fare's price: CAD, 2 decimals (SPEC §9). */
export const PRICE_FORMAT: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "CAD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** A fare's price in the locale (en-CA by default), e.g. "$1,046.00". */
export function formatPrice(cents: number, locale = "en-CA"): string {
  return numberFormat(locale, PRICE_FORMAT).format(cents / 100);
}
