import type { FastifyInstance } from "fastify";
import { startPeriodicWorker } from "../platform/jobs/periodic-worker";
import type { MailTransport } from "./mail-message";
import {
  DEFAULT_SENDER_OPTIONS,
  sendDueMail,
  type SenderOptions,
} from "./mail-sender";

/**
 * Sends the outbox's due messages at start and every `periodSeconds` in
 * this process, one run at a time; stops (letting a run finish) when the
 * app closes. Every API process runs one: their claims keep them apart.
 */
export function startMailSender(
  app: FastifyInstance,
  transport: MailTransport,
  periodSeconds: number,
  options: SenderOptions = DEFAULT_SENDER_OPTIONS,
): void {
  startPeriodicWorker(app, {
    name: "mail sender's",
    periodSeconds,
    run: async () => {
      await sendDueMail(app.database, transport, app.log, options);
    },
    onClose: () => transport.close?.(),
  });
}
