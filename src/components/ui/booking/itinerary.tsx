import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Offer, Slice } from "../../../../domain/offers/offer";
import { intlLocale } from "../../../../domain/languages";
import {
  formatClock,
  formatDay,
  splitDuration,
} from "../../../lib/booking/flight-times";
import { dayOffset } from "../../../lib/offers/offer-facts";
import * as styles from "./booking.module.css";

/** Each slice of a trip: carriers, flight numbers, local times, connections. */
export function Itinerary({ offer }: { offer: Offer }) {
  const { t } = useTranslation("checkout");
  return (
    <section className={styles.card} aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">{t("trip.itinerary.heading")}</h2>
      {offer.slices.map((slice, index) => (
        <SliceView
          key={slice.id}
          slice={slice}
          label={t(
            index === 0 ? "trip.itinerary.outbound" : "trip.itinerary.return",
          )}
        />
      ))}
    </section>
  );
}

function SliceView({ slice, label }: { slice: Slice; label: string }) {
  const { t, i18n } = useTranslation("checkout");
  const locale = intlLocale(i18n.language);
  const first = slice.segments[0]!;
  const stops = slice.connections.length;
  return (
    <article className={styles.slice}>
      <h3 className={styles.sliceHeading}>
        {label} · {formatDay(first.from.at, locale)}
      </h3>
      <p className={styles.muted}>
        {stops === 0
          ? t("trip.itinerary.nonstop")
          : t("trip.itinerary.stops", { count: stops })}
        {" · "}
        {t("trip.itinerary.duration", splitDuration(slice.duration_minutes))}
      </p>
      <ol className={styles.segments}>
        {slice.segments.map((segment, index) => {
          const later = dayOffset(first.from.at, segment.to.at);
          const connection = slice.connections[index];
          return (
            <li key={segment.flight_number + segment.from.at}>
              <p className={styles.times}>
                <strong>{formatClock(segment.from.at, locale)}</strong>{" "}
                {segment.from.city} ({segment.from.iata}) →{" "}
                <strong>{formatClock(segment.to.at, locale)}</strong>
                {later > 0 && (
                  <sup
                    className={styles.nextDay}
                    title={t("trip.itinerary.laterTitle", { count: later })}
                  >
                    {t("trip.itinerary.later", { count: later })}
                  </sup>
                )}{" "}
                {segment.to.city} ({segment.to.iata})
              </p>
              <p className={styles.muted}>
                {segment.carrier.name} · {segment.flight_number} ·{" "}
                {t(
                  "trip.itinerary.duration",
                  splitDuration(segment.duration_minutes),
                )}
              </p>
              {connection && (
                <p className={styles.connection}>
                  {t("trip.itinerary.connection", {
                    city: connection.city,
                    iata: connection.iata,
                    duration: t(
                      "trip.itinerary.duration",
                      splitDuration(connection.minutes),
                    ),
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </article>
  );
}
