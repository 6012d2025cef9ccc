import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./order.module.css";

interface ProcessingSummaryProps {
  /** The page stopped asking; the traveller may ask again. */
  stalled: boolean;
  onCheckAgain: () => void;
}

/** Still under way: the page asks again by itself (use-order.ts). */
export function ProcessingSummary({
  stalled,
  onCheckAgain,
}: ProcessingSummaryProps) {
  const { t } = useTranslation("order");
  return (
    <section className={styles.processing} aria-labelledby="order-status">
      <h2 id="order-status">{t("status.processing")}</h2>
      <p className={styles.detail}>
        {t(stalled ? "processing.stalled" : "processing.help")}
      </p>
      {stalled && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={onCheckAgain}
          >
            {t("processing.checkAgain")}
          </button>
        </div>
      )}
    </section>
  );
}
