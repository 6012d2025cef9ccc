import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect, useState } from "react";
import { bookedOrderOf, offerKey } from "../../lib/booking/checkout-memory";
import { ApiRequestError } from "../../services/api-client";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { fetchCheckoutOffer } from "../../services/orders/fetch-checkout-offer";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import { LiveStatus } from "../ui/live-status";
import { Link } from "../ui/localized-link";
import { CheckoutView } from "./checkout-view";
import * as styles from "./checkout.module.css";

type Load =
  | { status: "loading" }
  | { status: "ready"; checkout: SessionOfferAnswer }
  | { status: "failed"; reason: "notFound" | "expired" | "failed" };

const reasonOf = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return "failed";
  if (error.status === 404 || error.status === 400) return "notFound";
  return error.status === 410 ? "expired" : "failed";
};

/** /checkout?sessionId=…&offer=…&fare=…: the fare the results screen chose. */
export function CheckoutScreen() {
  const { t, i18n } = useTranslation("checkout");
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const params = new URLSearchParams(window.location.search);
  const sessionId = params.get("sessionId") ?? "";
  const offerId = params.get("offer") ?? "";
  const fareId = params.get("fare") ?? "";
  const booked = bookedOrderOf(offerKey(sessionId, offerId, fareId));

  useEffect(() => {
    if (!sessionId || !offerId || !fareId) {
      setLoad({ status: "failed", reason: "notFound" });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: "loading" });
    fetchCheckoutOffer(sessionId, offerId, fareId, controller.signal).then(
      (checkout) => setLoad({ status: "ready", checkout }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setLoad({ status: "failed", reason: reasonOf(error) });
        }
      },
    );
    return () => controller.abort();
  }, [sessionId, offerId, fareId, attempt]);

  // One region, in the page from the start, says what changes: screen
  // readers announce a change of its text, not a region inserted with it.
  const announcement = booked
    ? ""
    : load.status === "loading"
      ? t("loading")
      : load.status === "ready"
        ? t("fareChosen", {
            fare: t(`trip.fare.${load.checkout.fare_option.name}`),
            total: formatPrice(
              load.checkout.fare_option.price.total_cents,
              intlLocale(i18n.language),
            ),
          })
        : "";
  const content = () => {
    if (booked) {
      return (
        <div className={styles.notice}>
          <p>{t("booked")}</p>
          <Link to={`/order/${booked}`} className={styles.primaryLink}>
            {t("seeOrder")}
          </Link>
        </div>
      );
    }
    if (load.status === "loading") {
      return <p className={styles.loading}>{t("loading")}</p>;
    }
    if (load.status === "failed") {
      return (
        <div className={styles.notice}>
          <p role="alert">{t(`loadError.${load.reason}`)}</p>
          <div className={styles.actions}>
            {load.reason === "failed" && (
              <button
                type="button"
                className={styles.primary}
                onClick={() => setAttempt((count) => count + 1)}
              >
                {t("loadError.retry")}
              </button>
            )}
            <Link to="/search" className={styles.primaryLink}>
              {t("loadError.search")}
            </Link>
          </div>
        </div>
      );
    }
    return <CheckoutView checkout={load.checkout} />;
  };
  return (
    <>
      <LiveStatus className="visually-hidden">{announcement}</LiveStatus>
      {content()}
    </>
  );
}
