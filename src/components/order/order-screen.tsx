import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect, useState } from "react";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { ApiRequestError } from "../../services/api-client";
import { fetchOrder } from "../../services/orders/fetch-order";
import { useSignedIn } from "../../state/use-auth";
import { useRefreshPoints } from "../../state/use-points";
import { Link } from "../ui/localized-link";
import { OrderView } from "./order-view";
import { useOrderTracking } from "./use-order-tracking";
import * as styles from "./order.module.css";

type Load =
  | { status: "loading" }
  | { status: "ready"; order: OrderAnswer }
  | { status: "missing" | "failed" };

/** /order/{session_id}: the booking, for its owner or the browser that made it. */
export function OrderScreen({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation("order");
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const signedIn = useSignedIn();
  const refreshPoints = useRefreshPoints();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    fetchOrder(sessionId, controller.signal).then(
      (order) => setLoad({ status: "ready", order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing =
          error instanceof ApiRequestError && error.status === 404;
        setLoad({ status: missing ? "missing" : "failed" });
      },
    );
    return () => controller.abort();
  }, [sessionId, attempt]);

  const order = load.status === "ready" ? load.order : null;
  useOrderTracking(order);
  // The account menu shows the points this booking just made pending.
  useEffect(() => {
    if (order && signedIn) void refreshPoints();
  }, [order, signedIn, refreshPoints]);

  if (load.status === "loading") {
    return <p role="status">{t("loading")}</p>;
  }
  if (load.status === "ready") return <OrderView order={load.order} />;
  return (
    <div className={styles.notice}>
      <p role="alert">{t(load.status === "missing" ? "notFound" : "failed")}</p>
      {load.status === "missing" && <p>{t("notFoundHelp")}</p>}
      <div className={styles.actions}>
        {load.status === "failed" && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => setAttempt((count) => count + 1)}
          >
            {t("retry")}
          </button>
        )}
        <Link to="/search" className={styles.secondary}>
          {t("search")}
        </Link>
      </div>
    </div>
  );
}
