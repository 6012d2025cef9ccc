import { useTranslation } from "gatsby-plugin-react-i18next";
import type { TripRequest } from "../../../domain/offers/search-session-contract";
import { useResultsAirportTexts } from "./results-app-state";
import { useFormatters } from "./use-formatters";
import * as styles from "./trip-summary.module.css";

interface TripSummaryProps {
  trip: TripRequest;
  onChange: () => void;
}

/** "Toronto" when the form's text is "Toronto (YYZ)" for this code; else the code. */
function airportText(formText: string, code: string): string {
  const suffix = ` (${code})`;
  return formText.endsWith(suffix) ? formText.slice(0, -suffix.length) : code;
}

/**
 * The searched trip on one line, standing in for the search form on a phone
 * once the results are in (the form's Change opens it again). Wider screens
 * keep the form and never show it.
 */
export function TripSummary({ trip, onChange }: TripSummaryProps) {
  const { t } = useTranslation("search");
  const { t: common } = useTranslation("common");
  const { day } = useFormatters();
  const { departureText, arrivalText } = useResultsAirportTexts();
  const from = airportText(departureText, trip.departure);
  const to = airportText(arrivalText, trip.arrival);
  const dates = trip.arrivalDate
    ? `${day(trip.departureDate)} – ${day(trip.arrivalDate)}`
    : day(trip.departureDate);
  const travellers = [
    common("searchForm.travellers.adultCount", { count: trip.adults }),
    ...(trip.children
      ? [common("searchForm.travellers.childCount", { count: trip.children })]
      : []),
  ].join(", ");
  return (
    <section className={styles.summary} aria-label={t("summary.label")}>
      <p className={styles.route}>
        {from} <span aria-hidden="true">→</span>{" "}
        <span className="visually-hidden">{t("summary.to")}</span> {to}
      </p>
      <p className={styles.details}>
        {dates} · {travellers}
      </p>
      <button type="button" className={styles.change} onClick={onChange}>
        {t("summary.change")}
      </button>
    </section>
  );
}
