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
  unsupportedCurrencyMessage,
} from "../points/earn-rules";
import { getBalance, REDEEM_METHODS } from "../points/ledger";
import {
  MAXIMUM_REDEMPTION,
  MINIMUM_REDEMPTION,
  redeemPoints,
} from "../points/redeem";

// Messages are shown to the traveller as they are (SPEC §8): plain sentences.
const bodyOf = (fields: string) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys"
      ? `Unknown field: ${issue.keys.join(", ")}.`
      : `Send a JSON object with ${fields}.`,
});

const wholePoints = "Enter a whole number of points.";
const redeemBody = z.strictObject(
  {
    points: z
      .number({ error: wholePoints })
      .int(wholePoints)
      .min(MINIMUM_REDEMPTION, "Redeem at least 1,000 points.")
      .max(MAXIMUM_REDEMPTION, "Redeem at most 10,000,000 points at a time."),
    method: z.enum(REDEEM_METHODS, {
      error: "Choose cash-back or travel-credit.",
    }),
  },
  bodyOf("points and method"),
);

const wholeCents = "Enter the amount as a whole number of cents.";
const balanceBody = z.strictObject(
  {
    amount_cents: z
      .number({ error: wholeCents })
      .int(wholeCents)
      .min(0, "The amount can't be negative.")
      .max(100_000_000, "The amount can be at most 100,000,000 cents."),
    currency: z
      .string({ error: "Enter a currency code, like CAD." })
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, like CAD.")
      .refine(isSupportedCurrency, {
        error: (issue) => unsupportedCurrencyMessage(String(issue.input)),
      }),
    // Any other campaign earns the base points; only the length is limited.
    campaign: z
      .string({ error: "The campaign is text." })
      .max(50, "The campaign is at most 50 characters.")
      .optional(),
  },
  bodyOf("amount_cents and currency"),
);

const redeemHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(
      /^[\w:.-]{1,100}$/,
      "The Idempotency-Key is 1 to 100 letters, digits, or - _ : . characters.",
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
