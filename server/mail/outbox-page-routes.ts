import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isSessionId } from "../../domain/offers/session-id";
import { ApiError } from "../platform/http/api-errors";
import type { MailAttachment } from "./mail-message";
import { outboxListPage, type ListedMessage } from "./outbox-pages/list-page";
import {
  outboxMessagePage,
  type ShownMessage,
} from "./outbox-pages/message-page";

const LISTED = `id, kind, to_address as to, subject, created_at, attempts,
  sent_at, gave_up_at`;

const NOT_FOUND = "Message not found.";

const html = (reply: FastifyReply, body: string) =>
  reply
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(body);

/** Only an .ics keeps its type; anything else downloads as bytes, never rendered here. */
const downloadType = (attachment: MailAttachment) =>
  attachment.contentType.startsWith("text/calendar")
    ? "text/calendar; charset=utf-8"
    : "application/octet-stream";

/** "flights-ABC123.ics", with nothing a header could misread. */
const safeFilename = (name: string) =>
  name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100) || "attachment";

/**
 * The local outbox as pages for a person (docs/decisions/0042): registered
 * with the JSON routes, only while the built-in sign-in serves with no
 * SMTP_URL, never in production. Server-made HTML under the site's CSP, so
 * the site's bundle does not grow by a byte.
 */
export async function devOutboxPages(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const messageOf = async (id: string) => {
    const [message] = isSessionId(id)
      ? await app.database.query<ShownMessage>(
          `select ${LISTED}, message_id, language, text_body as text,
             html_body as html, attachments, headers
           from mail_outbox where id = $1`,
          [id],
        )
      : [];
    if (!message) throw new ApiError(404, NOT_FOUND);
    return message;
  };

  routes.get("/dev/outbox", { schema: { hide: true } }, async (_, reply) => {
    const messages = await app.database.query<ListedMessage>(
      `select ${LISTED} from mail_outbox
       order by queued_order desc limit 100`,
    );
    return html(reply, outboxListPage(messages));
  });

  routes.get(
    "/dev/outbox/:id",
    { schema: { hide: true, params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) =>
      html(
        reply,
        outboxMessagePage(
          await messageOf(request.params.id),
          app.settings.mail.from,
        ),
      ),
  );

  routes.get(
    "/dev/outbox/:id/attachments/:index",
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.string().max(64),
          index: z.coerce.number().int().min(0).max(99),
        }),
      },
    },
    async (request, reply) => {
      const message = await messageOf(request.params.id);
      const attachment = message.attachments[request.params.index];
      if (!attachment) throw new ApiError(404, NOT_FOUND);
      return reply
        .header("cache-control", "no-store")
        .header(
          "content-disposition",
          `attachment; filename="${safeFilename(attachment.filename)}"`,
        )
        .type(downloadType(attachment))
        .send(attachment.content);
    },
  );
}
