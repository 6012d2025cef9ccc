import type { FastifyRequest } from "fastify";

/**
 * Request logs carry method, path and request id, never the query string or
 * headers: those hold sign-in codes, tokens and e-mail addresses.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      path: request.url.split("?")[0],
      remoteAddress: request.ip,
    };
  },
};
