import http, { type IncomingMessage, type ServerResponse } from "node:http";

type Request = IncomingMessage & { originalUrl?: string };
type Handler = (request: Request, response: ServerResponse) => void;

/** The part of Gatsby's Express dev server that developMiddleware uses. */
export interface DevServer {
  use(path: string, handler: Handler): unknown;
}

/**
 * `gatsby develop` only: sends /api to the API that `npm run develop` runs
 * beside it. Not Gatsby's `proxy` option: that drops the Host header and
 * follows redirects itself, which breaks sign-in.
 */
export function proxyApi(server: DevServer, apiOrigin: string): void {
  server.use("/api", forwardTo(new URL(apiOrigin)));
}

export function forwardTo(api: URL): Handler {
  return (request, response) => {
    const upstream = http.request(
      {
        hostname: api.hostname,
        port: api.port,
        method: request.method,
        // A connection per request: a pooled one outlives an API restart.
        agent: false,
        // Express strips the mount path from `url`; the API wants it whole.
        path: request.originalUrl ?? request.url,
        // The browser's Host, so the API and its sign-in provider build
        // their addresses (redirects, discovery) on the dev server's origin.
        headers: request.headers,
      },
      (answer) => {
        // Gatsby's cors() allowed every origin; the API's own CORS decides.
        response.removeHeader("access-control-allow-origin");
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return response.destroy(error);
      response.writeHead(502, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          message: `The API is not answering at ${api.origin} (${error.code ?? error.message}). Run the site with npm run develop.`,
        }),
      );
    });
    response.on("close", () => upstream.destroy());
    request.pipe(upstream);
  };
}
