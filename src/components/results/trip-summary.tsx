import { useTranslation } from "gatsby-plugin-react-i18next";
import type { TripRequest } from "../../../domain/offers/search-session-contract";
import type { TripCities } from "../../lib/offers/trip-cities";
import { useFormatters } from "./use-formatters";
import * as styles from "./trip-summary.module.css";

interface TripSummaryProps {
  trip: TripRequest;
  /** As the offers name them; an airport without one shows its code. */
  cities: TripCities;
  onChange: () => void;
}

/**
 * The searched trip on one line, standing in for the search form on a phone
 * once the results are in (the form's Change opens it again). Wider screens
 * keep the form and never show it.
 */
export function TripSummary({ trip, cities, onChange }: TripSummaryProps) {
  const { t } = useTranslation("search");
  const { t: common } = useTranslation("common");
  const { day } = useFormatters();
  const from = cities.departure ?? trip.departure;
  const to = cities.arrival ?? trip.arrival;
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
