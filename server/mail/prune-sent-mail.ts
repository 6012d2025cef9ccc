import type { Queryable } from "../platform/db/database";
import { deleteInBatches } from "../platform/db/delete-in-batches";

/**
 * A message sent (or given up) is kept this long, for a traveller who asks
 * support what was sent; then it goes, with the address and itinerary it
 * holds (README: Mail; the privacy policy's "How long we keep it").
 */
export const SENT_MAIL_RETENTION_DAYS = 30;

/** Deletes mail sent or given up more than `days` ago; unsent mail stays, however old. */
export const pruneSentMail = (
  database: Queryable,
  days = SENT_MAIL_RETENTION_DAYS,
) =>
  deleteInBatches(
    database,
    "mail_outbox",
    `coalesce(sent_at, gave_up_at) < now() - make_interval(days => $1)`,
    [days],
  );
