import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's id: a load balancer's x-request-id when it is a UUID, else a
 * new one. Anything else a client sends (a long string, a line break, a
 * forged id) never reaches the logs or the answer.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && UUID.test(given)
    ? given.toLowerCase()
    : randomUUID();
}
