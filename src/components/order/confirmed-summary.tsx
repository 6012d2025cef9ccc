import { useTranslation } from "gatsby-plugin-react-i18next";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { CalendarButton } from "./calendar-button";
import * as styles from "./order.module.css";

/** Booked and paid: the reference, and ways to keep it. */
export function ConfirmedSummary({ order }: { order: OrderAnswer }) {
  const { t } = useTranslation("order");
  return (
    <section className={styles.confirmed} aria-labelledby="order-status">
      <h2 id="order-status">{t("status.confirmed")}</h2>
      <p>
        {t("reference")}:{" "}
        <strong className={styles.ref}>{order.booking_reference}</strong>
      </p>
      <p>{t("sentTo", { email: order.contact.email })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => window.print()}
        >
          {t("print")}
        </button>
        <CalendarButton order={order} />
      </div>
    </section>
  );
}
