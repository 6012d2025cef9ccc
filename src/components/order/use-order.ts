import { useCallback, useEffect, useRef, useState } from "react";
import type { OrderAnswer } from "../../../domain/orders/order-contract";
import { orderPollDelay } from "../../lib/booking/order-polling";
import { ApiRequestError } from "../../services/api-client";
import { fetchOrder } from "../../services/orders/fetch-order";

export type OrderLoad =
  | { status: "loading" }
  /** `stalled`: still processing, and the page stopped asking. */
  | { status: "ready"; order: OrderAnswer; stalled: boolean }
  | { status: "missing" | "failed" };

/**
 * GET /order/{session_id}, asked again while the order is processing (the
 * server ends it within about a minute) until it is confirmed or failed,
 * the page is left, or the polls run out (`stalled`; `reload` starts
 * again). A poll that gets no answer keeps the order shown.
 */
export function useOrder(sessionId: string) {
  const [load, setLoad] = useState<OrderLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<OrderAnswer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const showing = () => shown.current?.session_id === sessionId;

    function show(order: OrderAnswer) {
      const processing = order.status === "processing";
      const delay = processing ? orderPollDelay(polls) : null;
      if (delay !== null) {
        polls += 1;
        timer = setTimeout(ask, delay);
      }
      shown.current = order;
      setLoad({
        status: "ready",
        order,
        stalled: processing && delay === null,
      });
    }

    function ask() {
      fetchOrder(sessionId, controller.signal).then(
        (order) => {
          if (!controller.signal.aborted) show(order);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (showing()) return show(shown.current!);
          const missing =
            error instanceof ApiRequestError && error.status === 404;
          setLoad({ status: missing ? "missing" : "failed" });
        },
      );
    }

    // "Check again" keeps the order on screen while it asks.
    setLoad(
      showing()
        ? { status: "ready", order: shown.current!, stalled: false }
        : { status: "loading" },
    );
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, reload };
}
