import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface CuttableProxy {
  port: number;
  /** As a server stopping: every connection cut, new ones refused. */
  cut(): Promise<void>;
  /** As it starting again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy to `host:port` that a test can cut and restore: from the
 * client's side, a database server stopped and started again.
 */
export async function startCuttableProxy(
  host: string,
  port: number,
): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(onPort, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const proxyPort = (server.address() as AddressInfo).port;
  const cut = async () => {
    const closed = new Promise<void>((resolve) =>
      server.close(() => resolve()),
    );
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port: proxyPort,
    cut,
    restore: () => listen(proxyPort),
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}
