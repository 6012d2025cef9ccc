import { useContext, useMemo } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { dateTimeFormat } from "../../../domain/intl/cached-formats";
import { writeDay } from "../../../domain/intl/day-shape";
import { dayShapes } from "../../../domain/intl/day-shapes";
import { SHORT_DAY_FORMAT } from "../../../domain/intl/shaped-formats";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { formatPoints } from "../../../domain/points/points-format";

/**
 * Prices, points and dates as the page's language writes them (en-CA,
 * fr-CA). Each is written from a shape taken from Intl ahead of time, so the
 * results' first render builds no Intl formatter (decision 0026); Intl writes
 * what a shape does not cover.
 */
export function useFormatters() {
  const { language } = useContext(I18nextContext);
  return useMemo(() => {
    const locale = intlLocale(language);
    const dayShape = dayShapes(locale)?.day;
    return {
      price: (cents: number) => formatPrice(cents, locale),
      points: (value: number) => formatPoints(value, language),
      /** "2025-03-14" → "Fri, Mar 14" / "ven. 14 mars". */
      day: (date: string) =>
        (dayShape && writeDay(date, dayShape)) ??
        dateTimeFormat(locale, SHORT_DAY_FORMAT).format(
          new Date(`${date}T00:00:00Z`),
        ),
    };
  }, [language]);
}
