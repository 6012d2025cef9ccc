import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { airportRequestSchema } from "../../domain/airports/airport-request";
import { allAirports } from "../airports/airport-list";
import { searchAirports } from "../airports/airport-search";
import { sendCacheableJson, strongEtag } from "../http-cache";

const CACHE_CONTROL = "public, max-age=3600";

/** Airports for the search form's pickers (SPEC §3, §7). */
export async function airportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  let everyAirport: { body: string; etag: string } | undefined;

  routes.post(
    "/airport",
    {
      schema: {
        tags: ["airports"],
        summary: "Airports matching a text; an empty text gives all of them",
        body: airportRequestSchema,
      },
    },
    async (request, reply) => {
      const { text } = request.body;
      if (text.trim() === "") {
        // The whole list is the common case: serialise and hash it once.
        if (!everyAirport) {
          const body = JSON.stringify({ data: allAirports() });
          everyAirport = { body, etag: strongEtag(body) };
        }
        return sendCacheableJson(
          request,
          reply,
          everyAirport.body,
          CACHE_CONTROL,
          everyAirport.etag,
        );
      }
      const body = JSON.stringify({
        data: searchAirports(allAirports(), text),
      });
      return sendCacheableJson(request, reply, body, CACHE_CONTROL);
    },
  );
}
