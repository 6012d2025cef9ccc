import { useTranslation } from "gatsby-plugin-react-i18next";
import type { FareOption, Offer } from "../../../domain/offers/offer";
import { Link } from "../ui/localized-link";
import { useFormatters } from "./use-formatters";
import * as styles from "./results.module.css";

interface FareOptionsProps {
  offer: Offer;
  sessionId: string;
  travellers: number;
}

export function checkoutPath(
  sessionId: string,
  offer: Offer,
  fare: FareOption,
) {
  const params = new URLSearchParams({
    sessionId,
    offer: offer.id,
    fare: fare.id,
  });
  return `/checkout?${params.toString()}`;
}

/** The offer's fares side by side, each with its rules, price and a way to book it. */
export function FareOptions({
  offer,
  sessionId,
  travellers,
}: FareOptionsProps) {
  const { t } = useTranslation("search");
  const format = useFormatters();
  const changes = (fare: FareOption) =>
    !fare.changes.allowed
      ? t("fare.changesNone")
      : fare.changes.fee_cents === 0
        ? t("fare.changesFree")
        : t("fare.changesFee", { fee: format.price(fare.changes.fee_cents) });

  return (
    <ul className={styles.fares} aria-label={t("fare.label")}>
      {offer.fare_options.map((fare) => {
        const name = t(`fare.${fare.name}`);
        return (
          <li key={fare.id} className={styles.fare}>
            <h4 className={styles.fareName}>{name}</h4>
            <dl className={styles.fareRules}>
              <dt>{t("fare.baggage")}</dt>
              <dd>
                {t("fare.carryOn", { count: fare.baggage.carry_on })}
                <br />
                {t("fare.checked", { count: fare.baggage.checked })}
              </dd>
              <dt>{t("fare.seat")}</dt>
              <dd>{t(`fare.seat_${fare.seat_choice}`)}</dd>
              <dt>{t("fare.changes")}</dt>
              <dd>{changes(fare)}</dd>
              <dt>{t("fare.refund")}</dt>
              <dd>{t(`fare.refund_${fare.refund}`)}</dd>
              <dt>{t("fare.points")}</dt>
              <dd>
                {t("fare.pointsValue", { points: format.points(fare.points) })}
              </dd>
            </dl>
            <p className={styles.farePrice}>
              {format.price(fare.price.total_cents)}
              <span className={styles.priceNote}>
                {travellers > 1
                  ? t("offer.forTravellers", { count: travellers })
                  : t("offer.allIn")}
              </span>
            </p>
            {fare.seats_left <= 5 && (
              <p className={styles.seatsLeft}>
                {t("fare.seatsLeft", { count: fare.seats_left })}
              </p>
            )}
            <Link
              to={checkoutPath(sessionId, offer, fare)}
              className={styles.primary}
            >
              {t("fare.choose", { fare: name })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
