import { randomUUID } from "node:crypto";
import type { Queryable } from "../platform/db/database";
import type { OutgoingMail } from "./mail-message";

export interface NewMail extends Omit<OutgoingMail, "messageId"> {
  /** What the message reports, e.g. "booking-confirmation". */
  kind: string;
  /** The order it reports; one message of a kind per order. */
  orderId?: string;
  /** The account it goes to: deleting the account deletes it. */
  userId?: string;
}

/**
 * Queues a message in the transaction `tx` of the change it reports: it is
 * sent if and only if that change commits. The Message-ID is fixed here,
 * once, under the host of `publicUrl`. A second message of the same kind
 * for the same order is not written; answers whether this one was.
 */
export async function queueMail(
  tx: Queryable,
  mail: NewMail,
  publicUrl: string,
): Promise<boolean> {
  const id = randomUUID();
  const host = new URL(publicUrl).hostname || "northfare.invalid";
  const written = await tx.query(
    `insert into mail_outbox (id, message_id, kind, order_id, language,
       to_address, subject, text_body, html_body, attachments, headers,
       user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (kind, order_id) where order_id is not null do nothing
     returning id`,
    [
      id,
      `<${id}@${host}>`,
      mail.kind,
      mail.orderId ?? null,
      mail.language,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.attachments),
      JSON.stringify(mail.headers ?? {}),
      mail.userId ?? null,
    ],
  );
  return written.length > 0;
}
