import type { FastifyInstance } from "fastify";

export async function i18nRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
