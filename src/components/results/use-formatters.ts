import {
  dateTimeFormat,
  numberFormat,
} from "../../../domain/intl/cached-formats";
import { useContext, useMemo } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { formatPrice } from "../../../domain/money/format-price";

/** Prices, points and dates as the page's language writes them (en-CA, fr-CA). */
export function useFormatters() {
  const { language } = useContext(I18nextContext);
  return useMemo(() => {
    const locale = language === "fr" ? "fr-CA" : "en-CA";
    const day = dateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const points = numberFormat(locale, { maximumFractionDigits: 0 });
    return {
      price: (cents: number) => formatPrice(cents, locale),
      points: (value: number) => points.format(value),
      /** "2025-03-14" → "Fri, Mar 14" / "ven. 14 mars". */
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
    };
  }, [language]);
}
