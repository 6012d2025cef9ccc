import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { formatPoints } from "../../../domain/points/points-format";
import { formatLongDate } from "../../lib/booking/flight-times";
import { DemoNotice } from "../ui/booking/demo-notice";
import { Itinerary } from "../ui/booking/itinerary";
import { PriceBreakdown } from "../ui/booking/price-breakdown";
import { CalendarButton } from "./calendar-button";
import * as styles from "./order.module.css";

/** The confirmation: reference, flights, travellers, price, card, points. */
export function OrderView({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation("order");
  const locale = intlLocale(i18n.language);
  const { points, payment } = order;
  return (
    <div className={styles.order}>
      <section className={styles.confirmed} aria-labelledby="confirmed">
        <h2 id="confirmed">{t("confirmed")}</h2>
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
      {order.demo && <DemoNotice />}
      <Itinerary offer={order.offer} />
      <section className={styles.card} aria-labelledby="travellers">
        <h2 id="travellers">{t("travellers")}</h2>
        <ul className={styles.people}>
          {order.passengers.map((passenger, index) => (
            <li key={index}>
              <strong>
                {passenger.given_names} {passenger.surname}
              </strong>{" "}
              · {t(`type.${passenger.type}`)} ·{" "}
              {formatLongDate(passenger.date_of_birth, locale)}
            </li>
          ))}
        </ul>
      </section>
      <PriceBreakdown price={order.price} />
      <section className={styles.card} aria-labelledby="paid">
        <h2 id="paid">{t("payment")}</h2>
        <p>
          {t("card", {
            brand: payment.brand,
            last4: payment.last4,
          })}
        </p>
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
    </div>
  );
}
