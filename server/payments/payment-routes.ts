import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cardRequestSchema,
  paymentMethodAnswerSchema,
  type PaymentMethodAnswer,
} from "../../domain/payments/payment-contract";
import { perMinute } from "../api-settings";
import { ensureBrowserToken } from "../platform/http/browser-access";
import { dataAnswer, messageAnswer } from "../platform/http/message";

/** Card details become a payment method token; the number goes no further. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/payment/card",
    {
      config: perMinute(app.settings.rateLimits.cards),
      schema: {
        tags: ["orders"],
        summary: "Turn card details into a payment method token",
        body: cardRequestSchema,
        response: {
          200: dataAnswer(paymentMethodAnswerSchema),
          400: messageAnswer.describe("The card was refused, naming the field"),
        },
      },
    },
    async (request, reply) => {
      const provider = app.paymentProvider;
      const result = await provider.createPaymentMethod(request.body);
      if (!result.ok) {
        const field = result.field ?? "number";
        return reply.code(400).send({
          message: `Invalid request: ${field}: ${result.message}`,
          fields: { [field]: result.message },
        });
      }
      // The order that follows finds its browser cookie already set, so a
      // retried order whose first answer was lost still has the same scope.
      ensureBrowserToken(request, reply);
      const data: PaymentMethodAnswer = {
        payment_method: result.paymentMethod,
        brand: result.brand,
        last4: result.last4,
        test: provider.test,
      };
      return { data };
    },
  );
}
