import { useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type {
  DatePrice,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { dateStrip } from "../../lib/offers/date-strip";
import { priceNearbyDates } from "../../services/search/price-nearby-dates";
import { useFormatters } from "./use-formatters";
import * as styles from "./results.module.css";

interface DateStripNavProps {
  sessionId: string;
  calendar: DatePrice[];
  trip: TripRequest;
  onPick: (day: DatePrice) => void;
}

const todayIso = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/**
 * ±3 days with their lowest all-in price; one click searches that day.
 * Dates a supplier prices only on request are asked for by one button.
 */
export function DateStripNav({
  sessionId,
  calendar,
  trip,
  onPick,
}: DateStripNavProps) {
  const { t } = useTranslation("search");
  const format = useFormatters();
  const [priced, setPriced] = useState<DatePrice[]>();
  // "asking", then "failed" when no answer came; undefined before and after.
  const [asking, setAsking] = useState<"asking" | "failed">();
  // The pressed button goes once the prices are in: focus stays on the strip.
  const strip = useRef<HTMLElement>(null);
  const days = priced || calendar;
  if (days.length === 0) return null;
  const askForPrices = () => {
    setAsking("asking");
    priceNearbyDates(sessionId).then(
      (answered) => {
        setPriced(answered);
        setAsking(undefined);
        // Gone by then if the traveller left the results meanwhile.
        if (strip.current) strip.current.focus();
      },
      () => setAsking("failed"),
    );
  };
  const today = todayIso();
  // Departure above return, so seven days fit a desktop row and a phone shows three.
  const label = (day: DatePrice) => (
    <>
      {format.day(day.departureDate)}
      {day.arrivalDate && (
        <>
          {" –"}
          <br />
          {format.day(day.arrivalDate)}
        </>
      )}
    </>
  );

  return (
    <nav
      ref={strip}
      tabIndex={-1}
      aria-label={t("strip.label")}
      className={styles.strip}
    >
      <ul className={styles.stripList}>
        {dateStrip(days, trip.departureDate).map((day) => (
          <li key={day.departureDate}>
            <button
              type="button"
              className={styles.stripDay}
              aria-current={day.chosen ? "date" : undefined}
              disabled={day.chosen || day.departureDate < today}
              onClick={() => onPick(day)}
            >
              <span className={styles.stripDate}>{label(day)}</span>
              {day.chosen && (
                <span className={styles.visuallyHidden}>
                  {`, ${t("strip.chosen")}, `}
                </span>
              )}
              <span className={day.cheapest ? styles.stripCheapest : undefined}>
                {day.unpriced
                  ? t("strip.unpriced")
                  : day.lowest_total_cents === null
                    ? t("strip.noFlights")
                    : format.price(day.lowest_total_cents)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {days.some((day) => day.unpriced) && (
        <p className={styles.stripAsk}>
          <button
            type="button"
            className={styles.secondary}
            disabled={asking === "asking"}
            onClick={askForPrices}
          >
            {t(asking === "asking" ? "strip.asking" : "strip.ask")}
          </button>
          {asking === "failed" && (
            <span role="alert">{t("strip.askFailed")}</span>
          )}
        </p>
      )}
    </nav>
  );
}
