import { numberFormat } from "../intl/cached-formats";
import { intlLocale } from "../languages";
import { pointsValue } from "./point-value";

/** Points are written whole. */
export const POINTS_FORMAT: Intl.NumberFormatOptions = {
  maximumFractionDigits: 0,
};

/** A number of points, whole, in the reader's language: 12,500 or 12 500. */
export function formatPoints(points: number, language = "en"): string {
  return numberFormat(intlLocale(language), POINTS_FORMAT).format(points);
}

/**
 * What points are worth, in US-dollar formatting (SPEC §1): 2,550 points give
 * "US$25.50" in English and "25,50 $ US" in French. The US prefix keeps it
 * apart from the Canadian-dollar fares beside it.
 */
export function formatRewards(points: number, language = "en"): string {
  return numberFormat(intlLocale(language), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
  }).format(pointsValue(Math.max(points, 0)).amount_cents / 100);
}
