import type { FastifyInstance } from "fastify";

/** For load balancers: ok only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Ok when the API and its database answer",
      },
    },
    async (request, reply) => {
      try {
        await app.database.query("select 1");
        return { data: { status: "ok" } };
      } catch (error) {
        request.log.error(error, "health check: database unreachable");
        return reply.code(503).send({ message: "Database unreachable" });
      }
    },
  );
}
