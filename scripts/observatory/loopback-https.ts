import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { LoopbackCertificates } from "./throwaway-ca";

/** The first byte of a TLS handshake record. */
const TLS_HANDSHAKE = 0x16;

export interface LoopbackSite {
  port: number;
  close: () => Promise<void>;
}

/**
 * The app over https on one loopback port, as a deployment serves it: TLS
 * to the app, and plain http on the same port redirected to https (what a
 * TLS-terminating proxy does), since the scanner tries both on one host.
 */
export async function serveOverLoopbackHttps(
  app: FastifyInstance,
  certificates: LoopbackCertificates,
): Promise<LoopbackSite> {
  await app.ready();
  const tlsServer = https.createServer(
    { key: certificates.key, cert: certificates.cert },
    (request, response) => app.routing(request, response),
  );
  const redirectServer = http.createServer((request, response) => {
    response.writeHead(301, {
      location: `https://${request.headers.host}${request.url}`,
    });
    response.end();
  });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      const target = first[0] === TLS_HANDSHAKE ? tlsServer : redirectServer;
      target.emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
