import type { FastifyInstance } from "fastify";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const FOREIGN_ORIGIN_MESSAGE =
  "This request came from another site, so it was refused.";

/**
 * A browser names the page's origin on every cross-site write. One that is
 * not the site's own (another site, a sandboxed frame's "null") is refused
 * before anything runs, whatever CORS or the content type would allow.
 * Calls without an Origin (curl, server to server) carry no ambient
 * credentials from a victim's browser and pass.
 */
export function refuseForeignOrigins(
  app: FastifyInstance,
  siteOrigins: readonly string[],
): void {
  const allowed = new Set(siteOrigins);
  app.addHook("onRequest", async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    request.log.info("state-changing request from a foreign origin refused");
    return reply.code(403).send({ message: FOREIGN_ORIGIN_MESSAGE });
  });
}
