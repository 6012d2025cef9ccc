import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isSessionId } from "../../domain/offers/session-id";
import { ApiError } from "../platform/http/api-errors";

const SUMMARY = `id, message_id, kind, order_id, language, to_address as to,
  subject, created_at, attempts, sent_at, gave_up_at, last_error`;

/**
 * The local outbox, for development only (registered while the built-in
 * sign-in provider serves, never with NODE_ENV=production): the latest
 * messages, and one message whole. Left out of the OpenAPI document.
 */
export async function devMailRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/dev/mail",
    { schema: { hide: true } },
    async (_request, reply) => {
      const messages = await app.database.query(
        `select ${SUMMARY} from mail_outbox order by queued_order desc limit 100`,
      );
      reply.header("cache-control", "no-store");
      return { data: messages };
    },
  );
  routes.get(
    "/dev/mail/:id",
    { schema: { hide: true, params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const { id } = request.params;
      const [message] = isSessionId(id)
        ? await app.database.query(
            `select ${SUMMARY}, text_body as text, html_body as html,
               attachments
             from mail_outbox where id = $1`,
            [id],
          )
        : [];
      if (!message) throw new ApiError(404, "Message not found.");
      reply.header("cache-control", "no-store");
      return { data: message };
    },
  );
}
