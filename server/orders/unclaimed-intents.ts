import type { PaymentEvent } from "../payments";
import type { OrderServices } from "./order-steps";

/** How long a held intent may wait for its order before it is released. */
export const UNCLAIMED_INTENT_MINUTES = 30;

/**
 * A Stripe intent that came to hold money while no order names it: its
 * browser went away between Stripe's confirmation and POST /order. Noted,
 * so the sweep releases the hold rather than leave it on the card for the
 * 7 days Stripe keeps an uncaptured authorization. Answers whether noted.
 */
export async function noteIfUnclaimed(
  services: OrderServices,
  event: PaymentEvent,
): Promise<boolean> {
  const intentId = event.data.object.id;
  if (
    event.type !== "payment_intent.amount_capturable_updated" ||
    typeof intentId !== "string" ||
    !intentId.startsWith("pi_")
  ) {
    return false;
  }
  await services.database.query(
    "insert into unclaimed_intents (intent_id) values ($1) on conflict do nothing",
    [intentId],
  );
  return true;
}

/**
 * Cancels each noted intent still without an order after
 * UNCLAIMED_INTENT_MINUTES (one that found its order is forgotten). A late
 * order then finds the intent cancelled and asks to pay again.
 */
export async function releaseUnclaimedIntents(
  services: OrderServices,
): Promise<number> {
  const { database, paymentProvider } = services;
  await database.query(
    `delete from unclaimed_intents u where exists (
       select 1 from orders o
       where (o.payment_method = u.intent_id or o.payment_id = u.intent_id)
       and o.failure is distinct from 'declined')`,
  );
  const due = await database.query<{ intent_id: string }>(
    `select intent_id from unclaimed_intents
     where seen_at < now() - make_interval(mins => $1)
     order by seen_at limit 100`,
    [UNCLAIMED_INTENT_MINUTES],
  );
  for (const { intent_id } of due) {
    // A refusal (already cancelled or captured elsewhere) is final too.
    await paymentProvider.voidPayment({
      paymentId: intent_id,
      idempotencyKey: `${intent_id}:unclaimed`,
    });
    await database.query("delete from unclaimed_intents where intent_id = $1", [
      intent_id,
    ]);
    services.log.info(
      { intentId: intent_id },
      "Released an intent no order claimed",
    );
  }
  return due.length;
}
