import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect } from "react";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { formatPoints } from "../../../domain/points/points-format";
import { forgetBooked, placedFrom } from "../../lib/booking/checkout-memory";
import { Link } from "../ui/localized-link";
import * as styles from "./order.module.css";

/**
 * Ended unbooked: nothing charged (a hold released, or a capture refunded),
 * the supplier's or issuer's words, and the way back to the fare.
 */
export function FailedSummary({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation("order");
  const { failure, payment } = order;
  const from = placedFrom(order.session_id);
  // Nothing was booked: the fare's checkout may take a new order.
  useEffect(() => forgetBooked(order.session_id), [order.session_id]);
  return (
    <section className={styles.failed} aria-labelledby="order-status">
      <h2 id="order-status">{t("status.failed")}</h2>
      {/* The supplier's or issuer's words, as the API (in English) gives them. */}
      {failure && (
        <p className={styles.detail} lang="en">
          {failure.message}
        </p>
      )}
      {payment.status === "refunded" && (
        <p className={styles.detail}>{t("failure.refunded")}</p>
      )}
      {payment.points_spent > 0 && (
        <p>
          {t("failure.pointsReturned", {
            count: payment.points_spent,
            points: formatPoints(payment.points_spent, i18n.language),
          })}
        </p>
      )}
      <div className={styles.actions}>
        {from && (
          <Link to={from.checkoutPath} className={styles.primary}>
            {t("failure.checkout")}
          </Link>
        )}
        <Link
          to={from?.searchPath ?? "/search"}
          className={from ? styles.secondary : styles.primary}
        >
          {t(from ? "failure.searchTrip" : "search")}
        </Link>
      </div>
    </section>
  );
}
