import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./booking.module.css";

/** Every screen showing demo fares says so plainly. */
export function DemoNotice() {
  const { t } = useTranslation("checkout");
  return <p className={styles.demo}>{t("trip.demoFares")}</p>;
}
