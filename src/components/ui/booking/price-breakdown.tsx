import { useTranslation } from "gatsby-plugin-react-i18next";
import type { PriceBreakdown as Breakdown } from "../../../../domain/offers/offer";
import { intlLocale } from "../../../../domain/languages";
import { formatPrice } from "../../../../domain/money/format-price";
import * as styles from "./booking.module.css";

interface PriceBreakdownProps {
  price: Breakdown;
  heading?: string;
  /** Distinguishes two breakdowns on one page (old and new price). */
  id?: string;
}

/** Base fare, each tax and fee by name, and the all-in total (to the cent). */
export function PriceBreakdown({
  price,
  heading,
  id = "price",
}: PriceBreakdownProps) {
  const { t, i18n } = useTranslation("checkout");
  const money = (cents: number) =>
    formatPrice(cents, intlLocale(i18n.language));
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading ?? t("trip.price.heading")}</h2>
      <p className={styles.muted}>
        {t("trip.price.travellers", { count: price.travellers })}
      </p>
      <dl className={styles.breakdown}>
        <div>
          <dt>{t("trip.price.base")}</dt>
          <dd>{money(price.base_cents)}</dd>
        </div>
        {price.taxes.map((tax) => (
          <div key={tax.code}>
            <dt>{t(`trip.taxes.${tax.code}`, { defaultValue: tax.name })}</dt>
            <dd>{money(tax.amount_cents)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t("trip.price.total")}</dt>
          <dd>{money(price.total_cents)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t("trip.price.allIn")}</p>
    </section>
  );
}
