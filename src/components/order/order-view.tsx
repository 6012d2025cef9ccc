import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { formatLongDate } from "../../lib/booking/flight-times";
import { DemoNotice } from "../ui/booking/demo-notice";
import { Itinerary } from "../ui/booking/itinerary";
import { PriceBreakdown } from "../ui/booking/price-breakdown";
import { ConfirmedSummary } from "./confirmed-summary";
import { FailedSummary } from "./failed-summary";
import { OrderPayment } from "./order-payment";
import { ProcessingSummary } from "./processing-summary";
import * as styles from "./order.module.css";

interface OrderViewProps {
  order: OrderAnswer;
  /** Processing, and the page stopped asking. */
  stalled: boolean;
  onCheckAgain: () => void;
}

/**
 * The order as it stands, first in words: booked and paid (with its
 * reference, price, payment and points), being confirmed, or not booked.
 */
export function OrderView({ order, stalled, onCheckAgain }: OrderViewProps) {
  const { t, i18n } = useTranslation("order");
  const locale = intlLocale(i18n.language);
  return (
    <div className={styles.order}>
      {/* The order screen's status region announces it (order-screen.tsx). */}
      <div className={styles.summary}>
        {order.status === "confirmed" && <ConfirmedSummary order={order} />}
        {order.status === "processing" && (
          <ProcessingSummary stalled={stalled} onCheckAgain={onCheckAgain} />
        )}
        {order.status === "failed" && <FailedSummary order={order} />}
      </div>
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
      {order.status !== "failed" && <PriceBreakdown price={order.price} />}
      {order.status === "confirmed" && <OrderPayment order={order} />}
    </div>
  );
}
