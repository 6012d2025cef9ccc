import type { AddressInfo } from "node:net";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Serves a built Gatsby site on loopback with the same compression as our
 * server (server/app.ts: @fastify/compress, brotli then gzip), so a page's
 * transfer sizes, which Lighthouse's simulation reads, compare fairly, and
 * with the given response headers on every answer.
 */
export async function serveStatic(
  root: string,
  headers: Record<string, string> = {},
): Promise<RunningSite> {
  // Stopping closes the browsers' keep-alive connections too, rather than
  // waiting for them to time out.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(compress, { encodings: ["br", "gzip"] });
  await app.register(fastifyStatic, { root });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
