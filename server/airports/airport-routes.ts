import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  airportRequestSchema,
  airportSchema,
} from "../../domain/airports/airport-contract";
import { allAirports } from "./airport-list";
import { foldText, searchAirports } from "./airport-search";
import { PreparedJson, sendPreparedJson } from "../platform/caching/http-cache";
import { LruCache } from "../platform/caching/lru-cache";
import { z } from "zod";
import { dataAnswer, noBody } from "../platform/http/message";

const CACHE_CONTROL = "public, max-age=3600";
/** Answers to texts, by folded text: the list never changes while we run. */
const ANSWERS_CACHE_SIZE = 8 * 1024 * 1024;

/** Airports for the search form's pickers (SPEC §3, §7). */
export async function airportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  let everyAirport: PreparedJson | undefined;
  const answers = new LruCache<string, PreparedJson>(
    ANSWERS_CACHE_SIZE,
    (answer) => answer.size,
  );

  routes.post(
    "/airport",
    {
      schema: {
        tags: ["airports"],
        summary: "Airports matching a text; an empty text gives all of them",
        body: airportRequestSchema,
        response: {
          200: dataAnswer(z.array(airportSchema)),
          304: noBody("Not modified: the ETag still holds"),
        },
      },
    },
    async (request, reply) => {
      const query = foldText(request.body.text);
      let answer: PreparedJson | undefined;
      if (query === "") {
        // The whole list is the common case.
        everyAirport ??= new PreparedJson(
          JSON.stringify({ data: allAirports() }),
        );
        answer = everyAirport;
      } else {
        answer = answers.get(query);
        if (!answer) {
          const data = searchAirports(allAirports(), query);
          answer = new PreparedJson(JSON.stringify({ data }));
          answers.set(query, answer);
        }
      }
      return sendPreparedJson(request, reply, answer, CACHE_CONTROL);
    },
  );
}
