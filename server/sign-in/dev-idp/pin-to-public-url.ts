import type { FastifyRequest } from "fastify";

/**
 * The provider builds its addresses (discovery document, redirects) from the
 * request's host and protocol, and believes X-Forwarded-* (it sits behind
 * the same proxies as the API). So before it sees a request, these say
 * PUBLIC_URL, whatever Host or X-Forwarded-Host a client sent, and the
 * client's address is the one Fastify worked out, which believes
 * X-Forwarded-For only as far as TRUST_PROXY says.
 */
export function pinToPublicUrl(request: FastifyRequest, publicUrl: URL): void {
  const clientAddress = request.ip;
  const headers = request.raw.headers;
  headers.host = publicUrl.host;
  headers["x-forwarded-host"] = publicUrl.host;
  headers["x-forwarded-proto"] = publicUrl.protocol.replace(":", "");
  headers["x-forwarded-for"] = clientAddress;
  delete headers.forwarded;
}
