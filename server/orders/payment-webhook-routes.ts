import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { verifiedStripeEvent, type StripeServices } from "../payments";
import { dataAnswer, messageAnswer } from "../platform/http/message";
import { orderServices } from "./order-steps";
import { applyPaymentEvent } from "./payment-events";

export const FORGED_WEBHOOK_MESSAGE =
  "This webhook's Stripe-Signature does not match: nothing was changed.";

/**
 * POST /payment/webhook: Stripe's signed events. The signature covers the
 * raw bytes, so this route alone reads its body unparsed.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { stripe }: { stripe: StripeServices },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/payment/webhook",
    {
      schema: {
        tags: ["orders"],
        summary: "Stripe's signed payment events",
        response: {
          200: dataAnswer(
            z.object({ outcome: z.enum(["applied", "replayed", "ignored"]) }),
          ),
          400: messageAnswer.describe("Not signed with our webhook secret"),
        },
      },
    },
    async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      const event = Buffer.isBuffer(request.body)
        ? verifiedStripeEvent(
            stripe,
            request.body,
            typeof signature === "string" ? signature : undefined,
          )
        : undefined;
      if (!event) {
        request.log.warn("A payment webhook with a bad signature was refused");
        return reply.code(400).send({ message: FORGED_WEBHOOK_MESSAGE });
      }
      const outcome = await applyPaymentEvent(orderServices(app), event);
      return { data: { outcome } };
    },
  );
}
