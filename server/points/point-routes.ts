import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pointsEarned } from "../../domain/points/earn-rules";
import { pointsValue } from "../../domain/points/point-value";
import {
  balanceAnswerSchema,
  balanceRequestSchema,
  pointsAnswerSchema,
  pointsRateAnswerSchema,
  redeemAnswerSchema,
  redeemRequestSchema,
  type BalanceAnswer,
  type PointsAnswer,
  type PointsRateAnswer,
} from "../../domain/points/points-contract";
import { perMinute } from "../api-settings";
import {
  currentUser,
  requireUser,
  sessionToken,
  signInRequired,
  SECURED,
} from "../account";
import { hashToken } from "../platform/http/token-hash";
import { pointsAnswers } from "./points-answer-cache";
import { redeemPoints } from "./redeem";
import {
  idempotencyKeyHeaders,
  sendKeyed,
} from "../platform/http/idempotency-key";
import { dataAnswer, messageAnswer } from "../platform/http/message";

/**
 * Points: the balance, redemptions, what a purchase would earn, and what
 * points pay at checkout.
 */
export async function pointRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = await pointsAnswers(app.database);
  app.addHook("onClose", () => answers.stop());

  routes.get(
    "/point",
    {
      schema: {
        tags: ["points"],
        summary: "The points balance",
        ...SECURED,
        response: { 200: dataAnswer(pointsAnswerSchema) },
      },
    },
    // requireUser's check, in the same query as the points.
    async (request) => {
      const token = sessionToken(request);
      const data: PointsAnswer | undefined = token
        ? await answers.read(hashToken(token))
        : undefined;
      if (!data) throw signInRequired();
      return { data };
    },
  );

  routes.get(
    "/point/rate",
    {
      schema: {
        tags: ["points"],
        summary:
          "What points pay toward a booking (CAD per US dollar) and earn",
        response: { 200: dataAnswer(pointsRateAnswerSchema) },
      },
    },
    async () => {
      const data: PointsRateAnswer = {
        cad_per_usd: app.settings.cadPerUsd,
        points_earned_per_usd: app.settings.pointsEarnedPerUsd,
      };
      return { data };
    },
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
        headers: idempotencyKeyHeaders,
        body: redeemRequestSchema,
        response: {
          200: dataAnswer(redeemAnswerSchema),
          409: messageAnswer.describe(
            "More points than the balance, or a request with this Idempotency-Key still being processed (Retry-After: 1)",
          ),
          422: messageAnswer.describe(
            "The Idempotency-Key was already used for another redemption",
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await redeemPoints(
        app.database,
        currentUser(request).id,
        request.body,
        request.headers["idempotency-key"],
      );
      // A stored answer replays as it was; its status is one declared here.
      return sendKeyed(reply as FastifyReply, answer);
    },
  );

  routes.post(
    "/point/balance",
    {
      schema: {
        tags: ["points"],
        summary: "The points a purchase earns, and their value",
        body: balanceRequestSchema,
        response: { 200: dataAnswer(balanceAnswerSchema) },
      },
    },
    async (request) => {
      const points = pointsEarned(
        request.body,
        app.settings.pointsEarnedPerUsd,
      );
      const data: BalanceAnswer = { points, rewards: pointsValue(points) };
      return { data };
    },
  );
}
