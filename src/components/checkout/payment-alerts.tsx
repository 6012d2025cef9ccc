import { useTranslation } from "gatsby-plugin-react-i18next";
import { declineOf } from "../../lib/booking/checkout-memory";
import * as styles from "./checkout.module.css";

interface PaymentAlertsProps {
  /** Why the last payment failed: a named decline, or the issuer's words. */
  failure: string | null;
  /** The last press got no answer (nothing was charged). */
  unreachable: boolean;
}

/** Why the last attempt did not pay, above whichever card fields show. */
export function PaymentAlerts({ failure, unreachable }: PaymentAlertsProps) {
  const { t } = useTranslation("checkout");
  const decline = declineOf(failure);
  return (
    <>
      {unreachable && (
        <p role="alert" className={styles.alert}>
          {t("payment.unreachable")}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.alert}>
          {t("payment.failed", {
            message: decline ? t(`payment.declines.${decline}`) : failure,
          })}
        </p>
      )}
    </>
  );
}
