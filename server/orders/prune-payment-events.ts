import type { Queryable } from "../platform/db/database";
import { deleteInBatches } from "../platform/db/delete-in-batches";

/**
 * A processed payment event's id is kept this long so a replay is applied
 * once: far past Stripe's retries (3 days) and the 30 days its API keeps
 * an event to resend (README: Payments with Stripe).
 */
export const PAYMENT_EVENT_RETENTION_DAYS = 90;

/** Deletes the payment events received more than `days` ago. */
export const prunePaymentEvents = (
  database: Queryable,
  days = PAYMENT_EVENT_RETENTION_DAYS,
) =>
  deleteInBatches(
    database,
    "payment_events",
    "received_at < now() - make_interval(days => $1)",
    [days],
  );
