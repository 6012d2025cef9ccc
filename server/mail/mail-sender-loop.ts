import type { FastifyInstance } from "fastify";
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
  let run: Promise<void> | undefined;
  let closing = false;
  const tick = () => {
    if (run || closing) return;
    run = sendDueMail(app.database, transport, app.log, options)
      .then(
        () => {},
        (error: unknown) =>
          app.log.error({ err: error }, "The mail sender's run failed"),
      )
      .finally(() => {
        run = undefined;
      });
  };
  const timer = setInterval(tick, periodSeconds * 1000);
  timer.unref();
  app.addHook("onReady", async () => tick());
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    await run;
    transport.close?.();
  });
}
