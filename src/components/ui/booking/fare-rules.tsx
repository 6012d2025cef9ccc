import { useTranslation } from "gatsby-plugin-react-i18next";
import type { FareOption } from "../../../../domain/offers/offer";
import { intlLocale } from "../../../../domain/languages";
import { formatPrice } from "../../../../domain/money/format-price";
import * as styles from "./booking.module.css";

/** The fare option's name and its rules, read before paying. */
export function FareRules({ fare }: { fare: FareOption }) {
  const { t, i18n } = useTranslation("checkout");
  const { baggage, changes } = fare;
  const rules = [
    t("trip.rules.carryOn", { count: baggage.carry_on }),
    baggage.checked > 0
      ? t("trip.rules.checked", { count: baggage.checked })
      : t("trip.rules.noChecked"),
    t(`trip.rules.seat.${fare.seat_choice}`),
    !changes.allowed
      ? t("trip.rules.changes.none")
      : changes.fee_cents === 0
        ? t("trip.rules.changes.free")
        : t("trip.rules.changes.fee", {
            fee: formatPrice(changes.fee_cents, intlLocale(i18n.language)),
          }),
    t(`trip.rules.refund.${fare.refund}`),
  ];
  return (
    <section className={styles.card} aria-labelledby="fare-heading">
      <h2 id="fare-heading">
        {t("trip.rules.heading", { fare: t(`trip.fare.${fare.name}`) })}
      </h2>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
