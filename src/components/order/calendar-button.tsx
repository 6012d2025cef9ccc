import { useTranslation } from "gatsby-plugin-react-i18next";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import * as styles from "./order.module.css";

/** Downloads the flights as an .ics file; the writer loads on first use. */
export function CalendarButton({ order }: { order: OrderAnswer }) {
  const { t } = useTranslation("order");
  const download = async () => {
    const [{ buildIcs }, { orderIcsEvents }] = await Promise.all([
      import("../../../domain/orders/ics"),
      import("../../../domain/orders/order-ics-events"),
    ]);
    const text = buildIcs(orderIcsEvents(order, t("reference")), new Date());
    const url = URL.createObjectURL(
      new Blob([text], { type: "text/calendar" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = `flights-${order.booking_reference}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <button type="button" className={styles.secondary} onClick={download}>
      {t("calendar")}
    </button>
  );
}
