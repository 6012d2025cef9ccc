import type { FastifyRequest } from "fastify";

/**
 * Request logs carry method, path and request id, never the query string,
 * headers or body: those hold sign-in codes, tokens, e-mail addresses and,
 * on POST /payment/card, card numbers (payments/card-secrecy.test.ts).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      path: request.url.split("?")[0],
      remoteAddress: request.ip,
    };
  },
  /** A body logged by mistake (`log.info({ body })`) is still left out. */
  body() {
    return "[not logged]";
  },
};
