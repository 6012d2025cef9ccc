import { numberFormat } from "../intl/cached-formats";

/** A fare's price: en-CA, CAD, 2 decimals (SPEC §9). */
export function formatPrice(cents: number, locale = "en-CA"): string {
  return numberFormat(locale, {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
