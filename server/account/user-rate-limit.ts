import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { ApiError } from "../platform/http/api-errors";
import { sessionUser } from "./authenticate";

export const tooManyRequests = (seconds: number) =>
  `Too many requests. Try again in ${seconds} seconds.`;

/**
 * Every rate-limited route counts a signed-in user's requests too, whatever
 * address they come from: the route's own limit (per address, see
 * perMinute) a minute, per user. Call before the routes are registered.
 */
export function limitSignedInUsers(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit.max !== "number") return;
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow ?? "1 minute",
      keyGenerator: async (request) =>
        `user:${(await sessionUser(request))?.id}`,
    });
    const perUser: preHandlerAsyncHookHandler = async (request, reply) => {
      if (!(await sessionUser(request))) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", result.ttlInSeconds);
      throw new ApiError(429, tooManyRequests(result.ttlInSeconds));
    };
    route.preHandler = [route.preHandler ?? [], perUser].flat();
  });
}
