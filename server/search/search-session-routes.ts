import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  searchExpiredSchema,
  searchSessionAnswerSchema,
  searchSessionCreatedSchema,
  type SearchSessionCreated,
} from "../../domain/offers/search-session-contract";
import { perMinute } from "../api-settings";
import {
  ensureBrowserToken,
  isSameBrowser,
} from "../platform/http/browser-access";
import { PreparedJson, sendPreparedJson } from "../platform/caching/http-cache";
import { LruCache } from "../platform/caching/lru-cache";
import { DependencyUnavailable } from "../platform/outbound/dependency";
import { priceSearchSession } from "./price-session";
import {
  MAX_PRICING_WAIT_SECONDS,
  preferredWaitSeconds,
  PricingWaits,
} from "./pricing-waits";
import {
  createSearchSession,
  isExpired,
  loadSearchSession,
  type SearchSession,
} from "./search-sessions";
import { searchTripSchema } from "./search-trip-schema";
import { sessionAnswer } from "./session-answer";
import { sessionCalendarRoute } from "./session-calendar-route";
import {
  EXPIRED_SEARCH_MESSAGE,
  UNKNOWN_SEARCH_MESSAGE,
} from "./search-messages";
import { dataAnswer, messageAnswer, noBody } from "../platform/http/message";

export { EXPIRED_SEARCH_MESSAGE, UNKNOWN_SEARCH_MESSAGE };
/**
 * A session still pending this long after it started lost its pricing (the
 * process stopped): the next GET prices it. Nothing waits in memory.
 */
export const STALE_PENDING_MS = 5_000;
/**
 * Completed answers (a few hundred KB each), serialised and compressed once:
 * a completed session never changes, and its expiry is checked on each read.
 * A cache, not state: another process answers the same from the database.
 */
const ANSWERS_CACHE_SIZE = 32 * 1024 * 1024;

interface CompletedAnswer {
  answer: PreparedJson;
  expires_at: Date;
  browser_token_hash: string | null;
}

/**
 * Done, or with more batches than the caller has seen: what a waiting
 * request answers with, and no reason to wait.
 */
const hasNews = (row: SearchSession | undefined, seen: number) =>
  row?.status === "complete" || (row?.progress?.answered ?? 0) > seen;

/** Search sessions: a trip priced by the fare source, until it expires. */
export async function searchSessionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const completed = new LruCache<string, CompletedAnswer>(
    ANSWERS_CACHE_SIZE,
    ({ answer }) => answer.size,
  );
  const pricings = new PricingWaits();
  sessionCalendarRoute(app, (id) => completed.delete(id));

  routes.post(
    "/search-session",
    {
      config: perMinute(app.settings.rateLimits.search),
      schema: {
        tags: ["fares"],
        summary:
          "Start a search: 201 with the session's id; the trip is priced just after",
        description:
          "Sets the order_access cookie: only this browser reads the session. " +
          `With \`Prefer: wait=N\` (at most ${MAX_PRICING_WAIT_SECONDS}) the answer also carries the session's first answer (\`answer\`), once its offers are in or after N seconds still pending, as GET /search-session/{id} would give it.`,
        body: searchTripSchema(app.clock),
        headers: z.object({ prefer: z.string().max(200).optional() }),
        response: { 201: dataAnswer(searchSessionCreatedSchema) },
      },
    },
    async (request, reply) => {
      const trip = request.body;
      const browser = ensureBrowserToken(request, reply);
      const sessionId = await createSearchSession(
        app.database,
        trip,
        app.fareSource.id,
        app.clock(),
        browser.hash,
      );
      // Priced after the answer is sent; a GET finishes the session if this
      // fails. Known to the waits at once: a GET sent the moment this
      // answer arrives waits on the pricing, not on a look every 50 ms.
      const pricing = new Promise<void>((start) => setImmediate(start)).then(
        () =>
          priceSearchSession(
            app.database,
            app.fareSource,
            { id: sessionId, trip },
            app.clock(),
            () => pricings.progressed(sessionId),
          ),
      );
      pricings.track(sessionId, pricing);
      pricing.catch((error: unknown) =>
        // The fare source down is theirs, not a fault of ours: one line.
        error instanceof DependencyUnavailable
          ? request.log.warn(error.message)
          : request.log.error(error),
      );
      const data: SearchSessionCreated = { sessionId };
      const waitSeconds = preferredWaitSeconds(request.headers.prefer);
      if (waitSeconds > 0) {
        // A search link's page asks so: its offers in one round trip.
        reply.header("preference-applied", `wait=${waitSeconds}`);
        await pricings.wait(sessionId, waitSeconds, async () =>
          hasNews(await loadSearchSession(app.database, sessionId), 0),
        );
        const session = await loadSearchSession(app.database, sessionId);
        if (session) {
          data.answer = sessionAnswer(
            session,
            app.fareSource,
            app.settings.pointsEarnedPerUsd,
          );
        }
      }
      return reply.code(201).send({ data });
    },
  );

  routes.get(
    "/search-session/:id",
    {
      schema: {
        tags: ["fares"],
        summary: "A search session: pending, then its offers; 410 once expired",
        description:
          "For the browser that started it (its order_access cookie); any other gets 404. " +
          `With \`Prefer: wait=N\` (at most ${MAX_PRICING_WAIT_SECONDS}) a pending session answers once its offers are in, or after N seconds still pending. ` +
          "A supplier answering in batches fills a pending session as they come (`progress`): with `after=K`, the number of batches the caller has seen, the wait ends at the next one.",
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({
          after: z.coerce
            .number()
            .int("Give the batches seen as a whole number.")
            .min(0, "Give the batches seen as a whole number.")
            .max(1_000, "Give the batches seen as a whole number.")
            .optional(),
        }),
        headers: z.object({ prefer: z.string().max(200).optional() }),
        response: {
          200: dataAnswer(searchSessionAnswerSchema),
          304: noBody("Not modified: the ETag still holds"),
          404: messageAnswer,
          410: searchExpiredSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const { id } = request.params;
      const expired = () =>
        reply
          .code(410)
          .send({ message: EXPIRED_SEARCH_MESSAGE, status: "expired" });
      const unknown = () =>
        reply.code(404).send({ message: UNKNOWN_SEARCH_MESSAGE });
      const cached = completed.get(id);
      if (cached && !isSameBrowser(request, cached.browser_token_hash)) {
        return unknown();
      }
      if (cached) {
        if (!isExpired(cached, now)) {
          return sendPreparedJson(request, reply, cached.answer);
        }
        completed.delete(id);
        return expired();
      }

      let session = await loadSearchSession(app.database, id);
      // Another browser's session is as unknown as a missing one.
      if (!session || !isSameBrowser(request, session.browser_token_hash)) {
        return unknown();
      }
      const waitSeconds = preferredWaitSeconds(request.headers.prefer);
      const seen = request.query.after ?? 0;
      if (!hasNews(session, seen) && waitSeconds > 0) {
        reply.header("preference-applied", `wait=${waitSeconds}`);
        await pricings.wait(id, waitSeconds, async () =>
          hasNews(await loadSearchSession(app.database, id), seen),
        );
        session = (await loadSearchSession(app.database, id)) ?? session;
      }
      if (isExpired(session, now)) return expired();
      const answerOf = (row: SearchSession) => ({
        data: sessionAnswer(
          row,
          app.fareSource,
          app.settings.pointsEarnedPerUsd,
        ),
      });
      if (session.status === "complete") {
        const answer = new PreparedJson(JSON.stringify(answerOf(session)));
        completed.set(id, {
          answer,
          expires_at: session.expires_at,
          browser_token_hash: session.browser_token_hash,
        });
        return sendPreparedJson(request, reply, answer);
      }
      // Lost, not slow: a supplier asking airlines live may take its whole
      // search budget, and a search under way here is never asked twice.
      const staleAfter = Math.max(
        STALE_PENDING_MS,
        app.fareSource.searchPolicy?.budgetMs ?? 0,
      );
      const stale =
        !pricings.isPricing(id) &&
        now.getTime() - session.created_at.getTime() >= staleAfter;
      if (stale) {
        // Not cached: what another process stored first is the answer.
        const priced = await priceSearchSession(
          app.database,
          app.fareSource,
          session,
          now,
        );
        Object.assign(session, { status: "complete", ...priced });
      }
      return answerOf(session);
    },
  );
}
