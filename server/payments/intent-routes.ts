import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formatPrice } from "../../domain/money/format-price";
import {
  paymentIntentAnswerSchema,
  paymentIntentRequestSchema,
  type PaymentIntentAnswer,
} from "../../domain/payments/payment-contract";
import { splitPayment } from "../../domain/points/points-toward-booking";
import { perMinute } from "../api-settings";
import { ensureBrowserToken } from "../platform/http/browser-access";
import { idempotencyKeyHeaders } from "../platform/http/idempotency-key";
import { dataAnswer, messageAnswer } from "../platform/http/message";
import { DependencyUnavailable } from "../platform/outbound/dependency";
import { findSessionOffer } from "../search";
import { recordIntentBrowser } from "./intent-browsers";
import type { StripeServices } from "./stripe-services";

const FARE_GONE = "This fare is no longer available. Search again.";

/**
 * POST /payment/intent (Stripe only): a manual-capture PaymentIntent for the
 * card part of the fare's current total, which Stripe.js then confirms in
 * the browser. Created under a key derived from the browser and the order's
 * Idempotency-Key, so pressing Pay again answers the same intent.
 */
export async function intentRoutes(
  app: FastifyInstance,
  { stripe }: { stripe: StripeServices },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/payment/intent",
    {
      config: perMinute(app.settings.rateLimits.cards),
      schema: {
        tags: ["orders"],
        summary: "Start a card payment with Stripe, for the order's card part",
        headers: idempotencyKeyHeaders,
        body: paymentIntentRequestSchema,
        response: {
          200: dataAnswer(paymentIntentAnswerSchema),
          400: messageAnswer.describe("Nothing is left for the card to pay"),
          404: messageAnswer.describe("The fare is no longer offered"),
          409: messageAnswer.describe("The price changed"),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const found = await findSessionOffer(
        app.database,
        body.search_session_id,
        body.offer_id,
        app.clock(),
      );
      const fareOption =
        found && found !== "expired"
          ? found.offer.fare_options.find(
              (option) => option.id === body.fare_option_id,
            )
          : undefined;
      if (!found || found === "expired" || !fareOption) {
        return reply.code(404).send({ message: FARE_GONE });
      }
      const price = await app.fareSource.repriceOffer(
        found.trip,
        found.offer,
        fareOption,
      );
      if (!price) return reply.code(404).send({ message: FARE_GONE });
      if (price.total_cents !== body.expected_total_cents) {
        return reply.code(409).send({
          message: `The price is now ${formatPrice(price.total_cents)} instead of ${formatPrice(body.expected_total_cents)}. Nothing was charged: confirm the new price to book.`,
        });
      }
      const { card_cents } = splitPayment(
        price.total_cents,
        body.points_to_spend ?? 0,
        app.settings.cadPerUsd,
      );
      if (card_cents === 0) {
        return reply
          .code(400)
          .send({ message: "Points pay the whole total: no card is needed." });
      }
      const browser = ensureBrowserToken(request, reply);
      const orderKey = createHash("sha256")
        .update(
          `browser:${browser.hash}\n${request.headers["idempotency-key"]}\n${card_cents}`,
        )
        .digest("hex");
      const intent = await stripe.client.paymentIntents
        .create(
          {
            amount: card_cents,
            currency: "cad",
            capture_method: "manual",
            description: `Flights ${found.trip.departure}-${found.trip.arrival} ${found.trip.departureDate}`,
          },
          { idempotencyKey: `intent_${orderKey}` },
        )
        .catch((error: unknown) => {
          throw new DependencyUnavailable("payments", error);
        });
      await recordIntentBrowser(app.database, intent.id, browser.hash);
      const data: PaymentIntentAnswer = {
        payment_intent: intent.id,
        client_secret: intent.client_secret ?? "",
        publishable_key: stripe.settings.publishableKey,
        amount_cents: card_cents,
        currency: "CAD",
      };
      return { data };
    },
  );
}
