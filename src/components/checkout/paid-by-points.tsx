import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./checkout.module.css";

interface PaidByPointsProps {
  /** Why the last attempt failed, as the API said it. */
  failure: string | null;
  /** The last press got no answer from the API (nothing was spent). */
  unreachable: boolean;
}

/** The payment block when points pay the whole total: no card is asked. */
export function PaidByPoints({ failure, unreachable }: PaidByPointsProps) {
  const { t } = useTranslation("checkout");
  return (
    <section
      id="payment"
      className={styles.section}
      aria-labelledby="payment-heading"
    >
      <h2 id="payment-heading">{t("payment.heading")}</h2>
      <p>{t("spend.noCard")}</p>
      {unreachable && (
        <p role="alert" className={styles.alert}>
          {t("spend.unreachable")}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
    </section>
  );
}
