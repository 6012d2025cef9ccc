import type { FastifyInstance } from "fastify";

export async function userSessionRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
