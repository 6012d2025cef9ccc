import { useTranslation } from "gatsby-plugin-react-i18next";
import type {
  DatePrice,
  TripRequest,
} from "../../../domain/offers/search-session-contract";
import { dateStrip } from "../../lib/offers/date-strip";
import { useFormatters } from "./use-formatters";
import * as styles from "./results.module.css";

interface DateStripNavProps {
  calendar: DatePrice[];
  trip: TripRequest;
  onPick: (day: DatePrice) => void;
}

const todayIso = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** ±3 days with their lowest all-in price; one click searches that day. */
export function DateStripNav({ calendar, trip, onPick }: DateStripNavProps) {
  const { t } = useTranslation("search");
  const format = useFormatters();
  if (calendar.length === 0) return null;
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
    <nav aria-label={t("strip.label")} className={styles.strip}>
      <ul className={styles.stripList}>
        {dateStrip(calendar, trip.departureDate).map((day) => (
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
                {day.lowest_total_cents === null
                  ? t("strip.noFlights")
                  : format.price(day.lowest_total_cents)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
