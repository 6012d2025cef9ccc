import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../ui/localized-link";
import { formatDateRange } from "../../lib/date-range";
import { applyCampaign } from "../../../domain/points/earn-rules";
import { formatPoints } from "../../../domain/points/points-format";
import { tripDates } from "../../lib/featured-trip";
import {
  featuredTripHref,
  type TripLinkContext,
} from "../../lib/featured-trip-link";
import type { Language } from "../../../domain/languages";
import type { FeaturedCard } from "../../../domain/content/content-schema";
import type { PriceLabels } from "../../../domain/content/featured-trips";
import * as styles from "./featured-trips.module.css";

/** A featured card with its market's price wording. */
export type FeaturedCardView = FeaturedCard & { priceLabels: PriceLabels };

interface FeaturedTripCardProps {
  trip: FeaturedCardView;
  context: TripLinkContext;
}

/** One sample trip; the whole card is its link to the matching search. */
export function FeaturedTripCard({ trip, context }: FeaturedTripCardProps) {
  const { t, i18n } = useTranslation("home");
  const language = i18n.language;
  const { today, campaign } = context;
  const dates = today && tripDates(today);
  const points = applyCampaign(trip.pointsValue, campaign);
  const places = language === "fr" ? trip.fr : trip;

  return (
    <article className={styles.card}>
      <p className={styles.airline}>{trip.airline}</p>
      <h3 className={styles.route}>
        <Link to={featuredTripHref(trip, context)} className={styles.link}>
          {places.departureWithCode} <span aria-hidden="true">→</span>{" "}
          <span className="visually-hidden">{t("featuredTrips.to")}</span>{" "}
          {places.arrivalWithCode}
        </Link>
      </h3>
      <p className={styles.meta}>
        {t("featuredTrips.roundtrip")} ·{" "}
        {t("featuredTrips.stops", { count: trip.stops })}
      </p>
      <p className={styles.dates}>
        {dates
          ? formatDateRange(dates.departureDate, dates.returnDate, language)
          : t("featuredTrips.datesSoon")}
      </p>
      <p className={styles.price}>
        <span>{trip.priceLabels[language as Language]}</span>{" "}
        <span className={styles.priceNote}>
          {t("featuredTrips.taxesIncluded")}
        </span>
      </p>
      <p className={styles.points}>
        {t("featuredTrips.earn", {
          points: formatPoints(points, language),
        })}
      </p>
    </article>
  );
}
