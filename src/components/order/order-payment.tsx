import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { formatPoints } from "../../../domain/points/points-format";
import { formatLongDate } from "../../lib/booking/flight-times";
import * as styles from "./order.module.css";

/** A confirmed order's payment (card, points spent) and the points it earns. */
export function OrderPayment({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation("order");
  const locale = intlLocale(i18n.language);
  const { points, payment } = order;
  return (
    <>
      <section className={styles.card} aria-labelledby="paid">
        <h2 id="paid">{t("payment")}</h2>
        {payment.brand && payment.last4 && (
          <p>{t("card", { brand: payment.brand, last4: payment.last4 })}</p>
        )}
        {payment.points_spent > 0 && (
          <p>
            {t("pointsPaid", {
              count: payment.points_spent,
              points: formatPoints(payment.points_spent, i18n.language),
              amount: formatPrice(payment.points_cents, locale),
            })}
          </p>
        )}
        {payment.test && <p className={styles.label}>{t("testPayment")}</p>}
      </section>
      <section className={styles.card} aria-labelledby="order-points">
        <h2 id="order-points">{t("points.heading")}</h2>
        {points.status === "none" || points.earned === 0 ? (
          <p>{t("points.anonymous")}</p>
        ) : (
          <p>
            {points.status === "pending" && points.available_on
              ? t("points.pending", {
                  count: points.earned,
                  points: formatPoints(points.earned, i18n.language),
                  date: formatLongDate(points.available_on, locale),
                })
              : t("points.available", {
                  count: points.earned,
                  points: formatPoints(points.earned, i18n.language),
                })}
          </p>
        )}
      </section>
    </>
  );
}
