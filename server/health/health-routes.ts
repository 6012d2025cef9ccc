import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataAnswer, messageAnswer } from "../platform/http/message";
import { DATABASE_RETRY_AFTER_S } from "../platform/db/database-unavailable";

/**
 * For load balancers: 503 when the database does not answer (with the
 * Retry-After of every answer the database is missing from). A sign-in
 * provider that cannot be reached leaves it 200 (the site still serves
 * search and bookings, and a restart would not help) with `degraded` and the
 * reason: docs/decisions/0020-sign-in-bound-to-its-browser.md.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary:
          "Ok when the API, its database and the sign-in provider answer",
        response: {
          200: dataAnswer(
            z.object({
              status: z.enum(["ok", "degraded"]),
              signIn: z.string().optional(),
            }),
          ),
          503: messageAnswer,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.query("select 1");
      } catch (error) {
        request.log.error(error, "health check: database unreachable");
        return reply
          .code(503)
          .header("retry-after", DATABASE_RETRY_AFTER_S)
          .send({ message: "Database unreachable" });
      }
      const signIn = await app.signIn.check();
      if (signIn.ok) return { data: { status: "ok" } };
      return { data: { status: "degraded", signIn: signIn.problem } };
    },
  );
}
