import { numberFormat } from "../intl/cached-formats";
import { writeNumber } from "../intl/number-shape";
import { numberShapes } from "../intl/number-shapes";
import { POINTS_FORMAT } from "../intl/shaped-formats";
import { intlLocale } from "../languages";
import { pointsValue } from "./point-value";

/**
 * A number of points, whole, in the reader's language: 12,500 or 12 500.
 * From the locale's shape where it has one (decisions 0026, 0027), else
 * from Intl.
 */
export function formatPoints(points: number, language = "en"): string {
  const locale = intlLocale(language);
  const shape = numberShapes(locale)?.points;
  return (
    (shape && writeNumber(points, shape)) ??
    numberFormat(locale, POINTS_FORMAT).format(points)
  );
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
