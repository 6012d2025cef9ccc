import { navigate } from "gatsby";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import type { PriceChangedAnswer } from "../../../domain/orders/order-contract";
import { trackEvent } from "../../lib/analytics/track-event";
import {
  declineOf,
  offerKey,
  rememberBooked,
  saveDecline,
  savePaymentError,
} from "../../lib/booking/checkout-memory";
import {
  clearPendingOrder,
  readPendingOrder,
  savePendingOrder,
  withAcceptedTotal,
  type PendingOrder,
} from "../../lib/booking/pending-order";
import { localizedPath } from "../../lib/preferred-language";
import { ApiRequestError } from "../../services/api-client";
import { placeOrder } from "../../services/orders/place-order";
import { isInFlight } from "../../services/retry-in-flight";

export type Phase =
  | { kind: "nothing" }
  | { kind: "placing" }
  | { kind: "priceChanged"; pending: PendingOrder; answer: PriceChangedAnswer }
  | { kind: "unreachable" }
  | { kind: "failed"; message: string; checkoutPath: string };

const isPriceChange = (body: unknown): body is PriceChangedAnswer =>
  typeof body === "object" &&
  body !== null &&
  "price" in body &&
  typeof (body as PriceChangedAnswer).price?.total_cents === "number";

/** A 402's `decline`, naming why the card was refused. */
const declineIn = (body: unknown): string =>
  typeof body === "object" && body !== null && "decline" in body
    ? String(body.decline)
    : "";

/**
 * Places the pending order under its stored Idempotency-Key: a reload or
 * back/forward sends the same key, which the API answers with the same order.
 */
export function usePlaceOrder() {
  const { language, defaultLanguage } = useContext(I18nextContext);
  const go = useCallback(
    (path: string) =>
      navigate(localizedPath(path, language, defaultLanguage), {
        replace: true,
      }),
    [language, defaultLanguage],
  );
  const [phase, setPhase] = useState<Phase>(() =>
    readPendingOrder() ? { kind: "placing" } : { kind: "nothing" },
  );
  // Once per page: React's development double mount keeps the ref.
  const started = useRef(false);

  const submit = useCallback(
    async (pending: PendingOrder) => {
      setPhase({ kind: "placing" });
      trackEvent("purchase_attempt", {
        currency: "CAD",
        value: pending.request.expected_total_cents / 100,
      });
      try {
        const order = await placeOrder(pending.request, pending.idempotencyKey);
        clearPendingOrder();
        const { search_session_id, offer_id, fare_option_id } = pending.request;
        // Any order the API wrote, confirmed, processing or failed: the
        // order page says which (a failed one opens its checkout again).
        rememberBooked(order.session_id, {
          offer: offerKey(search_session_id, offer_id, fare_option_id),
          checkoutPath: pending.checkoutPath,
          searchPath: pending.searchPath,
        });
        void go(`/order/${encodeURIComponent(order.session_id)}`);
      } catch (error) {
        const status = error instanceof ApiRequestError ? error.status : 0;
        const message = error instanceof Error ? error.message : "";
        const body = error instanceof ApiRequestError ? error.body : null;
        if (status === 409 && isPriceChange(body)) {
          setPhase({ kind: "priceChanged", pending, answer: body });
        } else if (status === 402) {
          // A Stripe intent is paid again from checkout under the same key
          // (the same intent); a test card's token is not reused.
          if (!pending.request.payment_intent) clearPendingOrder();
          const decline = declineOf(`decline:${declineIn(body)}`);
          if (decline) saveDecline(decline);
          else savePaymentError(message);
          void go(pending.checkoutPath);
        } else if (
          !status ||
          status >= 500 ||
          status < 300 ||
          isInFlight(error)
        ) {
          // No answer, a server failure, a success whose body was cut off,
          // or still being placed after a few tries: the booking may have
          // happened, and retrying the same key is safe.
          setPhase({ kind: "unreachable" });
        } else {
          clearPendingOrder();
          setPhase({
            kind: "failed",
            message,
            checkoutPath: pending.checkoutPath,
          });
        }
      }
    },
    [go],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingOrder();
    if (pending) void submit(pending);
  }, [submit]);

  const retry = useCallback(() => {
    const pending = readPendingOrder();
    if (pending) void submit(pending);
  }, [submit]);

  const acceptPrice = useCallback(
    (pending: PendingOrder, totalCents: number) => {
      const accepted = withAcceptedTotal(pending, totalCents);
      savePendingOrder(accepted);
      void submit(accepted);
    },
    [submit],
  );

  const refusePrice = useCallback(
    (pending: PendingOrder) => {
      clearPendingOrder();
      void go(pending.searchPath);
    },
    [go],
  );

  return { phase, retry, acceptPrice, refusePrice };
}
