import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { unsubscribeQuerySchema } from "../../domain/alerts/watch-contract";
import type { Language } from "../../domain/languages";
import { perMinute } from "../api-settings";
import { ApiError } from "../platform/http/api-errors";
import { dataAnswer, messageAnswer } from "../platform/http/message";
import { isUnsubscribeToken } from "./unsubscribe-link";
import { confirmPage, gonePage, stoppedPage } from "./unsubscribe-page";

type Query = z.infer<typeof unsubscribeQuerySchema>;

const GONE = "This trip is no longer watched.";
const INVALID = "This link is not valid.";

/** The watch the link signs, if it is still watched and the token is its own. */
async function signedWatch(app: FastifyInstance, query: Query) {
  const [watch] = await app.database.query<{ key: string; language: Language }>(
    "select unsubscribe_key as key, language from price_watches where id = $1",
    [query.id],
  );
  if (!watch) return { kind: "gone" as const };
  if (!isUnsubscribeToken(query.id, watch.key, query.token)) {
    throw new ApiError(404, INVALID);
  }
  return { kind: "watched" as const, language: watch.language };
}

/** Stops the watch the link signs; false when it was already stopped. */
async function stopSigned(app: FastifyInstance, query: Query) {
  const found = await signedWatch(app, query);
  if (found.kind === "gone") return { stopped: false, language: "en" as const };
  const rows = await app.database.query(
    "delete from price_watches where id = $1 returning id",
    [query.id],
  );
  return { stopped: rows.length > 0, language: found.language };
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type("text/html; charset=utf-8").send(body);

/**
 * The one-click unsubscribe of each alert mail (RFC 8058), without signing
 * in: POST stops the watch its link signs, and only that one; GET shows a
 * button that does. Mail providers POST `List-Unsubscribe=One-Click` as a
 * form; the body says nothing more, so it is read and ignored.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const type of [
    "application/x-www-form-urlencoded",
    "multipart/form-data",
  ]) {
    app.addContentTypeParser(
      type,
      { parseAs: "string", bodyLimit: 1_024 },
      (_request, _body, done) => done(null, undefined),
    );
  }
  // Mail providers send every one-click of their users from a few addresses:
  // the per-address limit is generous (the signed token is what protects).
  const limit = perMinute(
    Math.max(300, app.settings.rateLimits.accountChanges),
  );

  routes.get(
    "/watch/unsubscribe",
    {
      config: limit,
      // An HTML page for a person, not an API answer: out of the document.
      schema: { hide: true, querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const found = await signedWatch(app, request.query);
      if (found.kind === "gone") return html(reply, 410, gonePage("en"));
      const action = request.url.replace(
        "/watch/unsubscribe?",
        "/watch/unsubscribe/page?",
      );
      return html(reply, 200, confirmPage(found.language, action));
    },
  );

  routes.post(
    "/watch/unsubscribe",
    {
      config: limit,
      schema: {
        tags: ["alerts"],
        summary:
          "One-click unsubscribe (RFC 8058): stops the watch the link signs",
        querystring: unsubscribeQuerySchema,
        response: {
          200: dataAnswer(z.object({ stopped: z.literal(true) })),
          404: messageAnswer.describe("The link's token is not this watch's"),
          410: messageAnswer.describe("The watch was already stopped"),
        },
      },
    },
    async (request) => {
      const { stopped } = await stopSigned(app, request.query);
      if (!stopped) throw new ApiError(410, GONE);
      return { data: { stopped: true as const } };
    },
  );

  // The confirmation page's button: the same stop, answered with a page.
  routes.post(
    "/watch/unsubscribe/page",
    {
      config: limit,
      schema: { hide: true, querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const { stopped, language } = await stopSigned(app, request.query);
      return stopped
        ? html(reply, 200, stoppedPage(language))
        : html(reply, 410, gonePage(language));
    },
  );
}
