import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGES } from "../../domain/languages";
import { ApiError } from "../platform/http/api-errors";
import { PreparedJson, sendPreparedJson } from "../platform/caching/http-cache";
import { dataAnswer, messageAnswer, noBody } from "../platform/http/message";

const LOCALES_DIR = path.resolve(__dirname, "..", "..", "locales");

/**
 * The interface text the site builds from, by namespace and language. Only
 * files found in locales/ at start are served, so a path can name nothing else.
 */
export async function i18nRoutes(app: FastifyInstance): Promise<void> {
  const files = new Map<string, PreparedJson>();
  for (const language of LANGUAGES) {
    for (const file of readdirSync(path.join(LOCALES_DIR, language))) {
      if (!file.endsWith(".json")) continue;
      const content = readFileSync(
        path.join(LOCALES_DIR, language, file),
        "utf8",
      );
      const namespace = file.slice(0, -".json".length);
      files.set(
        `${namespace}/${language}`,
        new PreparedJson(JSON.stringify({ data: JSON.parse(content) })),
      );
    }
  }
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/i18n/:namespace/:language",
    {
      schema: {
        tags: ["i18n"],
        summary: "One namespace of interface text in one language",
        params: z.object({ namespace: z.string(), language: z.string() }),
        response: {
          200: dataAnswer(z.record(z.string(), z.unknown())),
          304: noBody("Not modified: the ETag still holds"),
          404: messageAnswer,
        },
      },
    },
    async (request, reply) => {
      const { namespace, language } = request.params;
      const body = files.get(`${namespace}/${language}`);
      if (!body) {
        const shown = (value: string) => value.slice(0, 50);
        throw new ApiError(
          404,
          `Failed to get i18n data for namespace: ${shown(namespace)} and language: ${shown(language)}`,
        );
      }
      // Text changes only with a deploy: revalidate, cheaply, by ETag.
      return sendPreparedJson(
        request,
        reply,
        body,
        "public, max-age=0, must-revalidate",
      );
    },
  );
}
