import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SearchSessionCreated } from "../../domain/offers/search-session-contract";
import { perMinute } from "../api-settings";
import { priceSearchSession } from "../fares/price-session";
import {
  createSearchSession,
  isExpired,
  loadSearchSession,
} from "../fares/search-sessions";
import { searchTripSchema } from "../fares/search-trip-schema";
import { sessionAnswer } from "../fares/session-answer";

export const EXPIRED_SEARCH_MESSAGE =
  "This search expired after 30 minutes. Search again for current fares.";
export const UNKNOWN_SEARCH_MESSAGE =
  "This search was not found. Search again for current fares.";
/**
 * A session still pending this long after it started lost its pricing (the
 * process stopped): the next GET prices it. Nothing waits in memory.
 */
export const STALE_PENDING_MS = 5_000;

/** Search sessions: a trip priced by the fare source, for 30 minutes. */
export async function searchSessionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/search-session",
    {
      config: perMinute(app.settings.rateLimits.search),
      schema: {
        tags: ["fares"],
        summary:
          "Start a search: 201 with the session's id; the trip is priced just after",
        body: searchTripSchema(app.clock),
      },
    },
    async (request, reply) => {
      const trip = request.body;
      const sessionId = await createSearchSession(
        app.database,
        trip,
        app.fareSource.id,
        app.clock(),
      );
      // After the answer is sent; a GET finishes the session if this fails.
      setImmediate(() => {
        priceSearchSession(
          app.database,
          app.fareSource,
          { id: sessionId, trip },
          app.clock(),
        ).catch((error: unknown) => request.log.error(error));
      });
      const data: SearchSessionCreated = { sessionId };
      return reply.code(201).send({ data });
    },
  );

  routes.get(
    "/search-session/:id",
    {
      schema: {
        tags: ["fares"],
        summary: "A search session: pending, then its offers; 410 once expired",
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const session = await loadSearchSession(app.database, request.params.id);
      if (!session) {
        return reply.code(404).send({ message: UNKNOWN_SEARCH_MESSAGE });
      }
      if (isExpired(session, now)) {
        return reply
          .code(410)
          .send({ message: EXPIRED_SEARCH_MESSAGE, status: "expired" });
      }
      const stale =
        now.getTime() - session.created_at.getTime() >= STALE_PENDING_MS;
      if (session.status === "pending" && stale) {
        const priced = await priceSearchSession(
          app.database,
          app.fareSource,
          session,
          now,
        );
        Object.assign(session, { status: "complete", ...priced });
      }
      return {
        data: sessionAnswer(
          session,
          app.fareSource,
          app.settings.pointsEarnedPerUsd,
        ),
      };
    },
  );
}
