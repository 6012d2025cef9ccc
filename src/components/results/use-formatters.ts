import { useContext, useMemo } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { dateTimeFormat } from "../../../domain/intl/cached-formats";
import { writeDay, writeNumber } from "../../../domain/intl/format-shapes";
import {
  RESULTS_FORMATS,
  resultsShapes,
} from "../../../domain/intl/results-formats";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { formatPoints } from "../../../domain/points/points-format";

/**
 * Prices, points and dates as the page's language writes them (en-CA,
 * fr-CA). They are written from shapes taken from Intl ahead of time, so the
 * results' first render builds no Intl formatter (decision 0026); Intl writes
 * what a shape does not cover.
 */
export function useFormatters() {
  const { language } = useContext(I18nextContext);
  return useMemo(() => {
    const locale = intlLocale(language);
    const shapes = resultsShapes(locale);
    return {
      price: (cents: number) =>
        (shapes && writeNumber(cents, shapes.price)) ??
        formatPrice(cents, locale),
      points: (value: number) =>
        (shapes && writeNumber(value, shapes.points)) ??
        formatPoints(value, language),
      /** "2025-03-14" → "Fri, Mar 14" / "ven. 14 mars". */
      day: (date: string) =>
        (shapes && writeDay(date, shapes.day)) ??
        dateTimeFormat(locale, RESULTS_FORMATS.day).format(
          new Date(`${date}T00:00:00Z`),
        ),
    };
  }, [language]);
}
