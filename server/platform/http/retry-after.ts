import type { RouteOptions } from "fastify";
import type { jsonSchemaTransform } from "fastify-type-provider-zod";
import { idempotencyKeyHeaders } from "./idempotency-key";

type Transform = typeof jsonSchemaTransform;

/** The header as the OpenAPI document declares it on an answer. */
export const RETRY_AFTER_HEADER = {
  "Retry-After": {
    type: "integer",
    minimum: 0,
    description: "Seconds to wait before sending the same request again",
  },
};

/**
 * The statuses whose answers may carry Retry-After: 503 everywhere (the
 * database or a dependency unavailable, sign-in unavailable, shutting
 * down), 429 where rate limited (@fastify/rate-limit and the per-user
 * limit), 409 under an Idempotency-Key while its first request is in flight.
 */
export function retryAfterStatuses(
  route: Pick<RouteOptions, "config" | "schema">,
): number[] {
  const statuses = [503];
  if (route.config && "rateLimit" in route.config) statuses.push(429);
  if (route.schema?.headers === idempotencyKeyHeaders) statuses.push(409);
  return statuses.sort((a, b) => a - b);
}

/**
 * The Zod transform of @fastify/swagger, then Retry-After declared on those
 * of a route's answers that send it (the Zod transform keeps no headers).
 */
export function declaringRetryAfter(transform: Transform): Transform {
  return (document) => {
    const transformed = transform(document);
    const response = (transformed.schema as { response?: unknown })
      ?.response as Record<string, object> | undefined;
    if (!response || !document.route) return transformed;
    for (const status of retryAfterStatuses(document.route)) {
      const answer = response[status];
      if (answer) response[status] = { ...answer, headers: RETRY_AFTER_HEADER };
    }
    return transformed;
  };
}
