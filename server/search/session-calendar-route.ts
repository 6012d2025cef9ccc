import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  searchExpiredSchema,
  sessionCalendarAnswerSchema,
  type DatePrice,
  type SessionCalendarAnswer,
} from "../../domain/offers/search-session-contract";
import { perMinute } from "../api-settings";
import { isSameBrowser } from "../platform/http/browser-access";
import { dataAnswer, messageAnswer } from "../platform/http/message";
import {
  EXPIRED_SEARCH_MESSAGE,
  UNKNOWN_SEARCH_MESSAGE,
} from "./search-messages";
import { isExpired, loadSearchSession } from "./search-sessions";

export const SEARCH_UNDER_WAY_MESSAGE =
  "This search is still under way. Ask for nearby dates once its offers are in.";

/** The strip with the newly priced dates in place of their unpriced ones. */
export const withPricedDates = (
  calendar: readonly DatePrice[],
  priced: readonly DatePrice[],
): DatePrice[] =>
  calendar.map(
    (day) =>
      priced.find((date) => date.departureDate === day.departureDate) ?? day,
  );

/**
 * POST /search-session/{id}/calendar: prices the strip's dates a source
 * leaves unasked until the traveller wants them (Duffel: a search each).
 * Priced dates are stored, so asking again spends nothing on them; one
 * pricing per session at a time in this process. `changed` drops the
 * session's cached answer.
 */
export function sessionCalendarRoute(
  app: FastifyInstance,
  changed: (sessionId: string) => void,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const underWay = new Map<string, Promise<DatePrice[]>>();

  const priceUnasked = async (
    id: string,
    session: NonNullable<Awaited<ReturnType<typeof loadSearchSession>>>,
  ) => {
    const calendar = session.calendar ?? [];
    const unasked = calendar.filter((day) => day.unpriced);
    if (unasked.length === 0) return calendar;
    const priced = await app.fareSource.lowestPrices(session.trip, unasked);
    const [row] = await app.database.query<{ calendar: DatePrice[] }>(
      `update search_sessions set calendar = $2::jsonb
       where id = $1 and status = 'complete' returning calendar`,
      [id, JSON.stringify(withPricedDates(calendar, priced))],
    );
    changed(id);
    return row?.calendar ?? calendar;
  };

  routes.post(
    "/search-session/:id/calendar",
    {
      config: perMinute(app.settings.rateLimits.search),
      schema: {
        tags: ["fares"],
        summary:
          "Price the flexible-dates strip's dates the fare source left unasked",
        description:
          "For the browser that started the search. A supplier that charges a search per date prices nearby dates only on this request; a date it could not price keeps `unpriced` and may be asked again. 409 while the search is under way.",
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: dataAnswer(sessionCalendarAnswerSchema),
          404: messageAnswer,
          409: messageAnswer,
          410: searchExpiredSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const session = await loadSearchSession(app.database, id);
      if (!session || !isSameBrowser(request, session.browser_token_hash)) {
        return reply.code(404).send({ message: UNKNOWN_SEARCH_MESSAGE });
      }
      if (isExpired(session, app.clock())) {
        return reply
          .code(410)
          .send({ message: EXPIRED_SEARCH_MESSAGE, status: "expired" });
      }
      if (session.status !== "complete") {
        return reply.code(409).send({ message: SEARCH_UNDER_WAY_MESSAGE });
      }
      let pricing = underWay.get(id);
      if (!pricing) {
        pricing = priceUnasked(id, session).finally(() => underWay.delete(id));
        underWay.set(id, pricing);
      }
      const data: SessionCalendarAnswer = { calendar: await pricing };
      reply.header("cache-control", "no-store");
      return { data };
    },
  );
}
