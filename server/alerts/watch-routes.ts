import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  watchIdParamsSchema,
  watchLimitMessage,
  watchListSchema,
  watchRequestSchema,
  watchSchema,
} from "../../domain/alerts/watch-contract";
import { currentUser, requireUser, SECURED } from "../account";
import { perMinute } from "../api-settings";
import { ApiError } from "../platform/http/api-errors";
import { dataAnswer, messageAnswer } from "../platform/http/message";
import { searchTripSchema } from "../search";
import { addWatch } from "./add-watch";
import { listWatches, stopWatch } from "./watch-store";

/** A signed-in traveller's watched trips: watch one, list them, stop one. */
export async function watchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const body = watchRequestSchema.extend({ trip: searchTripSchema(app.clock) });

  routes.post(
    "/watch",
    {
      preHandler: requireUser,
      config: perMinute(app.settings.rateLimits.accountChanges),
      schema: {
        tags: ["alerts"],
        summary:
          "Watch a trip for a lower price (the same trip twice is one watch)",
        ...SECURED,
        body,
        response: {
          200: dataAnswer(watchSchema),
          201: dataAnswer(watchSchema),
          409: messageAnswer.describe("The traveller already watches 20 trips"),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const added = await addWatch(
        app.database,
        user.id,
        request.body.trip,
        request.body.language ?? "en",
      );
      if (added.kind === "limit") throw new ApiError(409, watchLimitMessage);
      const watch = (await listWatches(app.database, user.id)).find(
        ({ id }) => id === added.id,
      );
      if (!watch) throw new ApiError(404, "This watch was just stopped.");
      return reply
        .code(added.kind === "added" ? 201 : 200)
        .send({ data: watch });
    },
  );

  routes.get(
    "/watch",
    {
      preHandler: requireUser,
      schema: {
        tags: ["alerts"],
        summary: "The watched trips, each with its lowest price seen each day",
        ...SECURED,
        response: { 200: dataAnswer(watchListSchema) },
      },
    },
    async (request) => ({
      data: await listWatches(app.database, currentUser(request).id),
    }),
  );

  routes.delete(
    "/watch/:id",
    {
      preHandler: requireUser,
      config: perMinute(app.settings.rateLimits.accountChanges),
      schema: {
        tags: ["alerts"],
        summary: "Stop watching a trip",
        ...SECURED,
        params: watchIdParamsSchema,
        response: {
          200: dataAnswer(z.object({ stopped: z.literal(true) })),
          404: messageAnswer.describe("No such watch of this traveller"),
        },
      },
    },
    async (request) => {
      const stopped = await stopWatch(
        app.database,
        currentUser(request).id,
        request.params.id,
      );
      if (!stopped) throw new ApiError(404, "You do not watch this trip.");
      return { data: { stopped: true as const } };
    },
  );
}
