import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { perMinute } from "../api-settings";
import { currentUser, requireUser } from "../auth/authenticate";
import { SECURED } from "../auth/openapi-security";
import {
  isSupportedCurrency,
  pointsEarned,
  pointsValue,
} from "../points/earn-rules";
import { getBalance } from "../points/ledger";
import { MINIMUM_REDEMPTION, redeemPoints } from "../points/redeem";

const redeemBody = z.strictObject({
  points: z
    .number({ error: "Enter a whole number of points." })
    .int("Enter a whole number of points.")
    .min(MINIMUM_REDEMPTION, "Redeem at least 1,000 points.")
    .max(10_000_000, "Redeem at most 10,000,000 points at a time."),
  method: z.enum(["cash-back", "travel-credit"], {
    error: "Choose cash-back or travel-credit.",
  }),
});

const balanceBody = z.strictObject({
  amount_cents: z.number().int().min(0).max(100_000_000),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, like CAD.")
    .refine(isSupportedCurrency, "This currency is not supported."),
  campaign: z.string().max(50).optional(),
});

const redeemHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(
      /^[\w:.-]{1,100}$/,
      "Use 1 to 100 letters, digits, or - _ : . characters.",
    )
    .optional(),
});

/** Points: the balance, redemptions, and what a purchase would earn. */
export async function pointRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/point",
    {
      preHandler: requireUser,
      schema: { tags: ["points"], summary: "The points balance", ...SECURED },
    },
    async (request) => ({
      data: { points: await getBalance(app.database, currentUser(request).id) },
    }),
  );

  routes.post(
    "/point/redeem",
    {
      preHandler: requireUser,
      config: perMinute(app.settings.rateLimits.redeem),
      schema: {
        tags: ["points"],
        summary: "Redeem points as cash-back or travel credit",
        ...SECURED,
        headers: redeemHeaders,
        body: redeemBody,
      },
    },
    async (request, reply) => {
      const answer = await redeemPoints(
        app.database,
        currentUser(request).id,
        request.body,
        request.headers["idempotency-key"],
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  routes.post(
    "/point/balance",
    {
      schema: {
        tags: ["points"],
        summary: "The points a purchase earns, and their value",
        body: balanceBody,
      },
    },
    async (request) => {
      const points = pointsEarned(request.body, app.settings.pointsPerUsd);
      return { data: { points, rewards: pointsValue(points) } };
    },
  );
}
