import type { FastifyInstance } from "fastify";
import type { PaymentEvent } from "../payments";
import { takeOrderLease } from "./order-recovery";
import { driveOrder, orderServices, type OrderServices } from "./order-steps";
import { noteIfUnclaimed } from "./unclaimed-intents";

/** An intent's change that may end an order nobody is driving. */
const SETTLING = new Set([
  "payment_intent.amount_capturable_updated",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.succeeded",
]);

/** Money moved outside the order flow: an operator is told on the order. */
const NOTED: Record<string, string> = {
  "charge.refunded": "refunded_by_provider",
  "charge.dispute.created": "dispute_opened",
  "charge.dispute.closed": "dispute_closed",
};

export type EventOutcome = "applied" | "replayed" | "ignored";

/**
 * Applies a payment provider's event once, by its id. Events may come in
 * any order: none is taken as the state, each only wakes the order's own
 * steps, which ask the provider where the payment stands (the recovery
 * worker's path), or notes money that moved outside the order flow.
 */
export async function applyPaymentEvent(
  services: OrderServices,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const { database } = services;
  const [seen] = await database.query(
    "select 1 from payment_events where id = $1",
    [event.id],
  );
  if (seen) return "replayed";
  const object = event.data.object;
  let outcome: EventOutcome = "ignored";
  if (SETTLING.has(event.type) && typeof object.id === "string") {
    const orders = await database.query<{ id: string }>(
      `select id from orders where step <> 'done'
       and (payment_id = $1 or payment_method = $1)`,
      [object.id],
    );
    for (const { id } of orders) {
      if (await takeOrderLease(services, id)) await driveOrder(services, id);
      outcome = "applied";
    }
    if (orders.length === 0 && (await noteIfUnclaimed(services, event))) {
      outcome = "applied";
    }
  }
  const noted = Object.hasOwn(NOTED, event.type)
    ? NOTED[event.type]
    : undefined;
  const intentId = intentOf(object);
  return database.transaction(async (tx) => {
    const [recorded] = await tx.query(
      "insert into payment_events (id, type) values ($1, $2) on conflict do nothing returning id",
      [event.id, event.type],
    );
    if (!recorded) return "replayed";
    if (!noted || !intentId) return outcome;
    const [order] = await tx.query<{
      id: string;
      step: string;
      payment_status: string;
    }>("select id, step, payment_status from orders where payment_id = $1", [
      intentId,
    ]);
    // Our own refund of a failed order is the order flow's, not news.
    const ours =
      event.type === "charge.refunded" &&
      (order?.step !== "done" || order.payment_status === "refunded");
    if (!order || ours) return outcome;
    const detail = `${event.type} (${event.id}) on payment ${intentId}${describe(object)}`;
    await tx.query(
      "insert into order_incidents (order_id, kind, detail) values ($1, $2, $3)",
      [order.id, noted, detail],
    );
    services.log.error({ orderId: order.id, incident: noted }, detail);
    return "applied";
  });
}

function intentOf(object: PaymentEvent["data"]["object"]): string | undefined {
  const intent = object.payment_intent as string | { id?: unknown } | null;
  if (typeof intent === "string") return intent;
  return typeof intent?.id === "string" ? intent.id : undefined;
}

function describe(object: PaymentEvent["data"]["object"]): string {
  const parts = [
    typeof object.amount_refunded === "number" &&
      `refunded ${object.amount_refunded} cents`,
    typeof object.reason === "string" && `reason ${object.reason}`,
    typeof object.amount === "number" && `amount ${object.amount} cents`,
  ].filter(Boolean);
  return parts.length ? `: ${parts.join(", ")}` : "";
}

/**
 * The test provider's own events, applied as Stripe's webhooks are. A
 * failure here is logged, never the payment's: the order's steps and the
 * recovery worker still end it.
 */
export const inProcessPaymentEvents =
  (app: FastifyInstance) => async (event: PaymentEvent) => {
    try {
      await applyPaymentEvent(orderServices(app), event);
    } catch (error) {
      app.log.error(
        { err: error, eventId: event.id },
        "A payment event could not be applied",
      );
    }
  };
