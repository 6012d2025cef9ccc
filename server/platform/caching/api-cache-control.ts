import type { FastifyInstance } from "fastify";
import { NO_STORE } from "./cache-headers";

/**
 * Every API answer that does not say how it may be cached is never stored,
 * by the browser or anything between: most hold someone's account, points,
 * orders or searches, errors included. Shared answers (airports, interface
 * text) set their own Cache-Control.
 */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) {
      reply.header("cache-control", NO_STORE);
    }
    done(null, payload);
  });
}
