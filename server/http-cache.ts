import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A strong ETag: the hash of the exact bytes sent. */
export function strongEtag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/**
 * Sends a JSON body serialised once, with a strong ETag and the given
 * Cache-Control; a client that already holds it gets 304 and no body.
 */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cacheControl: string,
  etag = strongEtag(body),
) {
  reply.header("etag", etag).header("cache-control", cacheControl);
  const held = request.headers["if-none-match"];
  if (held && held.split(",").some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(body);
}
