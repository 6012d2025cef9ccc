import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the error reporter's ingest (the machine has no
 * internet): it keeps the body of every envelope the browser posts to
 * /api/<project>/envelope/ and answers as the ingest does, CORS included.
 */
export interface IngestStandIn {
  dsn: string;
  origin: string;
  envelopes: string[];
  close: () => Promise<void>;
}

export async function startIngestStandIn(): Promise<IngestStandIn> {
  const envelopes: string[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "*",
      "access-control-allow-methods": "POST, OPTIONS",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (/^\/api\/\d+\/envelope\//.test(request.url ?? "")) {
        envelopes.push(Buffer.concat(chunks).toString("utf8"));
        response.writeHead(200, cors).end("{}");
      } else response.writeHead(404, cors).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://e2epublickey@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The error events among the envelopes (not sessions or client reports). */
export const errorEnvelopes = (ingest: IngestStandIn) =>
  ingest.envelopes.filter((body) => body.includes('"type":"event"'));
