import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { lastOrderId } from "../../lib/booking/checkout-memory";
import { PriceBreakdown } from "../ui/booking/price-breakdown";
import { LiveStatus } from "../ui/live-status";
import { Link } from "../ui/localized-link";
import { usePlaceOrder } from "./use-place-order";
import * as styles from "./processing.module.css";

/** /processing: the order completing, or a clear way forward. */
export function ProcessingScreen() {
  const { t } = useTranslation("processing");
  const placing = usePlaceOrder();
  // In the page from the start, so that its words are announced.
  return (
    <>
      <LiveStatus className="visually-hidden">
        {placing.phase.kind === "placing" ? t("placing") : ""}
      </LiveStatus>
      <ProcessingPhase {...placing} />
    </>
  );
}

function ProcessingPhase({
  phase,
  retry,
  acceptPrice,
  refusePrice,
}: ReturnType<typeof usePlaceOrder>) {
  const { t, i18n } = useTranslation("processing");
  const money = (cents: number) =>
    formatPrice(cents, intlLocale(i18n.language));

  if (phase.kind === "placing") {
    return (
      <div className={styles.panel}>
        <span className={styles.spinner} aria-hidden="true" />
        <p>{t("placing")}</p>
        <p className={styles.muted}>{t("keepOpen")}</p>
      </div>
    );
  }
  if (phase.kind === "priceChanged") {
    const { pending, answer } = phase;
    const before = pending.request.expected_total_cents;
    return (
      <div className={styles.panel}>
        {/* Announced at once, and still a heading (role="alert" on the h2 hid it). */}
        <div role="alert">
          <h2>{t("priceChanged.heading")}</h2>
          <p>
            {t("priceChanged.text", {
              before: money(before),
              after: money(answer.price.total_cents),
            })}
          </p>
        </div>
        <p className={styles.muted}>{t("priceChanged.nothingCharged")}</p>
        <PriceBreakdown
          price={answer.price}
          id="new-price"
          heading={t("priceChanged.newBreakdown")}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => acceptPrice(pending, answer.price.total_cents)}
          >
            {t("priceChanged.accept", {
              total: money(answer.price.total_cents),
            })}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => refusePrice(pending)}
          >
            {t("priceChanged.refuse")}
          </button>
        </div>
      </div>
    );
  }
  if (phase.kind === "unreachable") {
    return (
      <div className={styles.panel}>
        <p role="alert">{t("unreachable")}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={retry}>
            {t("retry")}
          </button>
        </div>
      </div>
    );
  }
  if (phase.kind === "failed") {
    return (
      <div className={styles.panel}>
        <p role="alert">{t("failed", { message: phase.message })}</p>
        <div className={styles.actions}>
          <Link to={phase.checkoutPath} className={styles.primary}>
            {t("backToCheckout")}
          </Link>
          <Link to="/search" className={styles.secondary}>
            {t("search")}
          </Link>
        </div>
      </div>
    );
  }
  const last = lastOrderId();
  return (
    <div className={styles.panel}>
      <p role="alert">{t("nothing")}</p>
      <div className={styles.actions}>
        <Link to="/search" className={styles.primary}>
          {t("search")}
        </Link>
        {last && (
          <Link
            to={`/order/${encodeURIComponent(last)}`}
            className={styles.secondary}
          >
            {t("lastOrder")}
          </Link>
        )}
      </div>
    </div>
  );
}
