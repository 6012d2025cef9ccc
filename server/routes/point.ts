import type { FastifyInstance } from "fastify";

export async function pointRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
