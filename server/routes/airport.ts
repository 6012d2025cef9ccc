import type { FastifyInstance } from "fastify";

export async function airportRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
