import type { FastifyInstance, RouteOptions } from "fastify";
import { messageAnswer } from "./message";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const INPUTS = ["body", "querystring", "params", "headers"] as const;

/**
 * The failures a route can send because of what it is: 400 for input it
 * validates or a body it cannot parse, 401 when it needs a session, 403
 * (foreign origin), 413 and 415 on writes, 429 when rate limited, 500 and 503
 * (shutting down, the database or a dependency unavailable) everywhere.
 * Their Retry-After headers are declared by retry-after.ts.
 */
export function commonFailures(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  const writes = methods.some((method) => WRITES.has(method));
  const statuses = [500, 503];
  if (writes || INPUTS.some((input) => schema[input])) statuses.push(400);
  if ((schema as { security?: unknown }).security) statuses.push(401);
  if (writes) statuses.push(403, 413, 415);
  if (route.config && "rateLimit" in route.config) statuses.push(429);
  return statuses.sort((a, b) => a - b);
}

/**
 * Declares `{ message }` for each of a route's common failures, beside the
 * answers the route declares itself, so that the OpenAPI document lists
 * every status and Fastify sends only the declared fields. Call before the
 * routes are registered.
 */
export function declareCommonFailures(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const response = (schema.response ?? {}) as Record<number, unknown>;
    for (const status of commonFailures(route)) {
      response[status] ??= messageAnswer;
    }
    schema.response = response;
  });
}
