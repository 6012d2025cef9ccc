import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect } from "react";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { formatPoints } from "../../../domain/points/points-format";
import {
  forgetBooked,
  placedFrom,
  saveRefusedField,
} from "../../lib/booking/checkout-memory";
import { Link } from "../ui/localized-link";
import { RefusedField } from "./refused-field";
import * as styles from "./order.module.css";

/**
 * Ended unbooked: nothing charged (a hold released, or a capture refunded),
 * why, and the way back to the fare; when the airline refused one detail,
 * which one, and checkout opens on it.
 */
export function FailedSummary({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation("order");
  const { failure, payment } = order;
  const from = placedFrom(order.session_id);
  const field = failure?.field;
  const offer = from?.offer;
  // Nothing was booked: the fare's checkout may take a new order.
  useEffect(() => forgetBooked(order.session_id), [order.session_id]);
  // Checkout marks and focuses the refused field, its entry kept (draft).
  useEffect(() => {
    if (field && offer) saveRefusedField(offer, field);
  }, [field, offer]);
  return (
    <section className={styles.failed} aria-labelledby="order-status">
      <h2 id="order-status">{t("status.failed")}</h2>
      {/* A refused detail in the page's language; else the API's (English) words. */}
      {field ? (
        <p className={styles.detail}>
          <RefusedField field={field} />
        </p>
      ) : (
        failure && (
          <p className={styles.detail} lang="en">
            {failure.message}
          </p>
        )
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
            {t(field ? "failure.correct" : "failure.checkout")}
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
