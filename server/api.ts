import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { healthRoutes } from "./routes/health";

/**
 * The JSON API, mounted under /api by buildApp. Register each resource's
 * routes here (see routes/). Successes are `{ data }`, failures `{ message }`.
 */
export async function apiPlugin(app: FastifyInstance): Promise<void> {
  app.register(healthRoutes);

  // Catch-all routes rather than a not-found handler: the site's GET /* route
  // would otherwise answer unknown API paths with the HTML 404 page.
  app.all("/", replyNotFound);
  app.all("/*", replyNotFound);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send({ message: "Internal server error" });
    }
    return reply.code(status).send({ message: error.message });
  });
}

async function replyNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: "Not found" });
}
