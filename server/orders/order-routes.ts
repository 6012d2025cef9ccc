import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { searchExpiredSchema } from "../../domain/offers/search-session-contract";
import { isSessionId } from "../../domain/offers/session-id";
import { DECLINES } from "../../domain/payments/payment-declines";
import {
  orderAnswerSchema,
  orderRequestSchema,
  priceChangedAnswerSchema,
} from "../../domain/orders/order-contract";
import { ApiError } from "../platform/http/api-errors";
import { perMinute } from "../api-settings";
import {
  ensureBrowserToken,
  isSameBrowser,
} from "../platform/http/browser-access";
import { createOrder } from "./create-order";
import {
  idempotencyKeyHeaders,
  sendKeyed,
} from "../platform/http/idempotency-key";
import { optionalUser } from "./optional-user";
import { findOrder, toOrderAnswer } from "./order-store";
import { dataAnswer, messageAnswer } from "../platform/http/message";

/** Orders: book a fare (signed in or not), and read an order back. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/order",
    {
      config: perMinute(app.settings.rateLimits.orders),
      schema: {
        tags: ["orders"],
        summary:
          "Book a fare: re-check its price, hold the points and the card, book, then capture",
        headers: idempotencyKeyHeaders,
        body: orderRequestSchema,
        response: {
          201: dataAnswer(orderAnswerSchema).describe(
            "The order as it stands: confirmed, failed (nothing charged), or processing",
          ),
          401: messageAnswer.describe("Points to spend, without signing in"),
          402: messageAnswer
            .extend({ decline: z.enum(DECLINES).optional() })
            .describe(
              "The card was declined, and why (the site words each reason)",
            ),
          403: messageAnswer.describe(
            "The Stripe payment was started in another browser",
          ),
          404: messageAnswer.describe("The fare is no longer offered"),
          409: z
            .union([priceChangedAnswerSchema, messageAnswer])
            .describe(
              "The price changed (with the new price), fewer points than asked to spend, or a request with this Idempotency-Key is still being processed (Retry-After: 1)",
            ),
          410: searchExpiredSchema,
          422: messageAnswer.describe(
            "The Idempotency-Key was already used for another order",
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      const browser = ensureBrowserToken(request, reply);
      const outcome = await createOrder(app, {
        request: request.body,
        idempotencyKey: request.headers["idempotency-key"],
        userId: user?.id,
        browserTokenHash: browser.hash,
        acceptLanguage: request.headers["accept-language"],
      });
      reply.header("cache-control", "no-store");
      // A status the schema declares; its serializer checks the body.
      return sendKeyed(reply as FastifyReply, outcome);
    },
  );

  routes.get(
    "/order/:session_id",
    {
      schema: {
        tags: ["orders"],
        summary: "An order, for its owner or the browser that made it",
        params: z.object({ session_id: z.string() }),
        response: { 200: dataAnswer(orderAnswerSchema), 404: messageAnswer },
      },
    },
    async (request, reply) => {
      const id = request.params.session_id;
      const row = isSessionId(id)
        ? await findOrder(app.database, id)
        : undefined;
      const user = row?.user_id ? await optionalUser(request) : undefined;
      const mine =
        row &&
        ((user && user.id === row.user_id) ||
          isSameBrowser(request, row.browser_token_hash));
      // Someone else's order is as unknown as a missing one.
      if (!row || !mine) throw new ApiError(404, "Order not found.");
      reply.header("cache-control", "no-store");
      return { data: toOrderAnswer(row) };
    },
  );
}
