import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  searchExpiredSchema,
  sessionOfferAnswerSchema,
} from "../../domain/offers/search-session-contract";
import { isSameBrowser } from "../platform/http/browser-access";
import { PreparedJson, sendPreparedJson } from "../platform/caching/http-cache";
import { dataAnswer, messageAnswer, noBody } from "../platform/http/message";
import { isExpired, loadSessionOffer } from "./search-sessions";
import {
  EXPIRED_SEARCH_MESSAGE,
  UNKNOWN_SEARCH_MESSAGE,
} from "./search-session-routes";
import { sessionOfferAnswer } from "./session-answer";

export const UNKNOWN_FARE_MESSAGE =
  "This fare is not in this search. Search again to choose one.";

/** One fare of a search session: what checkout shows, without the rest. */
export async function sessionOfferRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/search-session/:id/offers/:offerId",
    {
      schema: {
        tags: ["fares"],
        summary:
          "One offer of a search session with its chosen fare option; 410 once expired",
        description:
          "For the browser that started the session (its order_access cookie); any other gets 404.",
        params: z.object({
          id: z.string().max(100),
          offerId: z.string().max(200),
        }),
        querystring: z.object({ fare: z.string().min(1).max(200) }),
        response: {
          200: dataAnswer(sessionOfferAnswerSchema),
          304: noBody("Not modified: the ETag still holds"),
          404: messageAnswer,
          410: searchExpiredSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, offerId } = request.params;
      const session = await loadSessionOffer(app.database, id, offerId);
      // Another browser's session is as unknown as a missing one.
      if (!session || !isSameBrowser(request, session.browser_token_hash)) {
        return reply.code(404).send({ message: UNKNOWN_SEARCH_MESSAGE });
      }
      if (isExpired(session, app.clock())) {
        return reply
          .code(410)
          .send({ message: EXPIRED_SEARCH_MESSAGE, status: "expired" });
      }
      const { offer } = session;
      const data =
        offer &&
        sessionOfferAnswer(
          { ...session, offer },
          request.query.fare,
          app.fareSource,
          app.settings.pointsEarnedPerUsd,
          app.settings.stripe
            ? {
                provider: "stripe",
                publishable_key: app.settings.stripe.publishableKey,
              }
            : { provider: "test" },
        );
      if (!data) return reply.code(404).send({ message: UNKNOWN_FARE_MESSAGE });
      // As the session's answer: a strong ETag, and private (no-store).
      const answer = new PreparedJson(JSON.stringify({ data }));
      return sendPreparedJson(request, reply, answer);
    },
  );
}
