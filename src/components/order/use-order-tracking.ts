import { useEffect } from "react";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { trackEvent } from "../../lib/analytics/track-event";
import {
  claimFirstView,
  conversionPayload,
} from "../../lib/booking/conversion";
import { SITE_VERSION } from "../../lib/site-version";

/**
 * The first view of a confirmed order in this browser reports the
 * conversion (SPEC §7: CAD, the value, the version, the order id hashed with
 * SHA-256) and "purchase_complete"; later views report nothing. An order
 * still processing reports when it becomes confirmed; a failed one, never.
 */
export function useOrderTracking(order: OrderAnswer | null): void {
  useEffect(() => {
    if (order?.status !== "confirmed" || !claimFirstView(order.session_id)) {
      return;
    }
    const value = order.price.total_cents / 100;
    trackEvent("purchase_complete", { currency: "CAD", value });
    conversionPayload(order.session_id, order.price.total_cents, SITE_VERSION)
      .then((payload) => trackEvent("conversion", payload))
      .catch((error: unknown) => console.error("Tracking failed", error));
  }, [order]);
}
