import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../domain/languages";
import type { Database } from "../platform/db/database";
import type { MailAttachment, MailTransport } from "./mail-message";

export interface SenderOptions {
  /**
   * How long a claimed message is this process's alone: longer than a
   * delivery can take (the SMTP transport gives up within a minute). A
   * process that dies holding a claim frees it when it runs out.
   */
  claimSeconds: number;
  /** The first retry waits this long, each next one twice as long ... */
  retryBaseSeconds: number;
  /** ... up to this. */
  retryMaxSeconds: number;
  /** Tries before a message is given up (and an operator told). */
  maxAttempts: number;
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  claimSeconds: 120,
  retryBaseSeconds: 30,
  retryMaxSeconds: 3_600,
  maxAttempts: 12,
};

/** Unsent, not given up, its retry time come, and nobody's claim on it. */
const DUE = `sent_at is null and gave_up_at is null
  and next_attempt_at <= now()
  and (claimed_until is null or claimed_until < now())`;

interface ClaimedRow {
  id: string;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
  language: Language;
  attempts: number;
}

/**
 * Claims the next due message for this process: in one committed write, the
 * try is counted, the claim taken and the next try scheduled, before
 * anything is sent. `skip locked` lets two processes claim together without
 * waiting on each other or taking the same row.
 */
async function claimNext(
  database: Database,
  options: SenderOptions,
): Promise<ClaimedRow | undefined> {
  const [row] = await database.query<ClaimedRow>(
    `update mail_outbox set
       attempts = attempts + 1,
       claimed_until = now() + make_interval(secs => $1),
       next_attempt_at = now() + make_interval(
         secs => least($2 * power(2, attempts), $3))
     where id = (
       select id from mail_outbox
       where ${DUE}
       order by next_attempt_at
       limit 1
       for update skip locked)
       -- Checked again on the row itself: never a message claimed or sent meanwhile.
       and ${DUE}
     returning id, message_id, to_address, subject, text_body, html_body,
       attachments, headers, language, attempts`,
    [options.claimSeconds, options.retryBaseSeconds, options.retryMaxSeconds],
  );
  return row;
}

/**
 * Sends every message that is due, one at a time, each under its claim;
 * answers how many were delivered. Delivery is at least once: a process
 * killed after the server accepted a message but before `sent_at` was
 * written sends it again once its claim runs out, under the same
 * Message-ID, which a receiver may use to drop the repeat (README: Mail).
 */
export async function sendDueMail(
  database: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: SenderOptions = DEFAULT_SENDER_OPTIONS,
  limit = 100,
): Promise<number> {
  let delivered = 0;
  for (let taken = 0; taken < limit; taken += 1) {
    const row = await claimNext(database, options);
    if (!row) break;
    try {
      await transport.send({
        messageId: row.message_id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: row.attachments,
        headers: row.headers,
        language: row.language,
      });
    } catch (error) {
      await recordFailure(database, log, row, error, options);
      continue;
    }
    await database.query(
      `update mail_outbox set sent_at = now(), claimed_until = null,
         last_error = null
       where id = $1`,
      [row.id],
    );
    delivered += 1;
  }
  return delivered;
}

async function recordFailure(
  database: Database,
  log: FastifyBaseLogger,
  row: ClaimedRow,
  error: unknown,
  options: SenderOptions,
) {
  // A transport's message names the server and its answer, never the
  // credentials (nodemailer does not put them in errors); a server's answer
  // may quote the recipient, and addresses stay out of logs.
  const reason = withoutAddresses(
    error instanceof Error ? error.message : String(error),
  ).slice(0, 500);
  const givingUp = row.attempts >= options.maxAttempts;
  await database.query(
    `update mail_outbox set claimed_until = null, last_error = $2,
       gave_up_at = case when $3 then now() end
     where id = $1`,
    [row.id, reason, givingUp],
  );
  if (givingUp) {
    log.error(
      { mailId: row.id, attempts: row.attempts },
      `A message was given up after ${row.attempts} tries: ${reason}`,
    );
  } else {
    log.warn(
      { mailId: row.id, attempts: row.attempts },
      `A message could not be sent; it will be tried again: ${reason}`,
    );
  }
}

/** "550 <ada@example.com>: rejected" → "550 <address>: rejected". */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>"'@,;:]+@[^\s<>"',;:]+/g, "address");
