import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { formatPoints } from "../../../domain/points/points-format";
import type { PaymentSplit as Split } from "../../../domain/points/points-toward-booking";
import * as styles from "./checkout.module.css";

/** Under the total: what the points pay and what is left for the card. */
export function PaymentSplit({
  points,
  split,
}: {
  points: number;
  split: Split;
}) {
  const { t, i18n } = useTranslation("checkout");
  const money = (cents: number) =>
    formatPrice(cents, intlLocale(i18n.language));
  return (
    <dl className={styles.split} aria-label={t("split.label")}>
      <div>
        <dt>
          {t("split.points", {
            count: points,
            points: formatPoints(points, i18n.language),
          })}
        </dt>
        <dd>−{money(split.points_cents)}</dd>
      </div>
      <div>
        <dt>{t("split.card")}</dt>
        <dd>{money(split.card_cents)}</dd>
      </div>
    </dl>
  );
}
