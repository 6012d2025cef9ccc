import { useTranslation } from "gatsby-plugin-react-i18next";
import { useEffect } from "react";
import { useSignedIn } from "../../state/use-auth";
import { useRefreshPoints } from "../../state/use-points";
import { LiveStatus } from "../ui/live-status";
import { Link } from "../ui/localized-link";
import { OrderView } from "./order-view";
import { useOrder } from "./use-order";
import { useOrderTracking } from "./use-order-tracking";
import * as styles from "./order.module.css";

/** /order/{session_id}: the order, for its owner or the browser that made it. */
export function OrderScreen({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation("order");
  const { load, reload } = useOrder(sessionId);
  const signedIn = useSignedIn();
  const refreshPoints = useRefreshPoints();

  const order = load.status === "ready" ? load.order : null;
  useOrderTracking(order);
  // The account menu shows the points an ended order made pending (or
  // gave back).
  const ended = order !== null && order.status !== "processing";
  useEffect(() => {
    if (ended && signedIn) void refreshPoints();
  }, [ended, signedIn, refreshPoints]);

  // In the page from the start, so that the order's state is announced:
  // loading, then booked (with its reference), being confirmed or not booked.
  const announcement =
    load.status === "loading"
      ? t("loading")
      : order?.status === "confirmed"
        ? t("announce.confirmed", { reference: order.booking_reference })
        : order
          ? t(`status.${order.status}`)
          : "";
  return (
    <>
      <LiveStatus className="visually-hidden">{announcement}</LiveStatus>
      <OrderLoad load={load} reload={reload} />
    </>
  );
}

function OrderLoad({
  load,
  reload,
}: Pick<ReturnType<typeof useOrder>, "load" | "reload">) {
  const { t } = useTranslation("order");
  if (load.status === "loading") {
    return <p>{t("loading")}</p>;
  }
  if (load.status === "ready") {
    return (
      <OrderView
        order={load.order}
        stalled={load.stalled}
        onCheckAgain={reload}
      />
    );
  }
  return (
    <div className={styles.notice}>
      <p role="alert">{t(load.status === "missing" ? "notFound" : "failed")}</p>
      {load.status === "missing" && <p>{t("notFoundHelp")}</p>}
      <div className={styles.actions}>
        {load.status === "failed" && (
          <button type="button" className={styles.primary} onClick={reload}>
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
