/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import config from "../gatsby-config";
import type { DevServer } from "./develop-api-proxy";

type Handler = Parameters<DevServer["use"]>[1];

/** Stands in for the API: echoes what reached it, or redirects with cookies. */
function fakeApi(request: IncomingMessage, response: ServerResponse) {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    if (request.url === "/api/user-session/callback") {
      response.writeHead(302, {
        location: "http://localhost:8000/points#authToken=abc",
        "set-cookie": ["a=1; Path=/api", "b=2; Path=/api"],
      });
      return response.end();
    }
    response.writeHead(200, { "content-type": "application/json" });
    const { method, url, headers } = request;
    response.end(JSON.stringify({ method, url, host: headers.host, body }));
  });
}

/** Gatsby's dev server as far as the proxy sees it: Express-style mounts. */
function devServerWith(mounts: Map<string, Handler>) {
  return http.createServer((request, response) => {
    // Gatsby's cors() runs first and allows every origin.
    response.setHeader("access-control-allow-origin", "*");
    for (const [prefix, handle] of mounts) {
      if (request.url?.startsWith(`${prefix}/`)) {
        const mounted = Object.assign(request, { originalUrl: request.url });
        mounted.url = request.url.slice(prefix.length);
        return handle(mounted, response);
      }
    }
    response.writeHead(404).end("not proxied");
  });
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve((server.address() as AddressInfo).port),
    ),
  );

function send(
  port: number,
  path: string,
  options: { method?: string; body?: string } = {},
) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
  }>((resolve, reject) => {
    const request = http.request(
      {
        port,
        path,
        method: options.method ?? "GET",
        // The address the browser uses, not the socket's.
        headers: { host: "localhost:8000" },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

describe("gatsby-config developMiddleware", () => {
  const api = http.createServer(fakeApi);
  const mounts = new Map<string, Handler>();
  const devServer = devServerWith(mounts);
  let sitePort = 0;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    const apiPort = await listen(api);
    sitePort = await listen(devServer);
    // As scripts/develop.ts starts `gatsby develop`.
    process.env.PORT = "8000";
    process.env.API_PORT = String(apiPort);
    config.developMiddleware?.({
      use: (path: string, handler: Handler) => mounts.set(path, handler),
    });
  });

  afterAll(async () => {
    process.env = savedEnv;
    for (const server of [devServer, api]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("mounts the proxy on /api only", () => {
    expect([...mounts.keys()]).toEqual(["/api"]);
  });

  it("forwards the whole path, query, method, body and the browser's Host", async () => {
    const answer = await send(sitePort, "/api/point/redeem?x=1", {
      method: "POST",
      body: '{"points":1000}',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      method: "POST",
      url: "/api/point/redeem?x=1",
      host: "localhost:8000",
      body: '{"points":1000}',
    });
  });

  it("hands redirects and every cookie to the browser, and drops Gatsby's CORS", async () => {
    const answer = await send(sitePort, "/api/user-session/callback");
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(
      "http://localhost:8000/points#authToken=abc",
    );
    expect(answer.headers["set-cookie"]).toEqual([
      "a=1; Path=/api",
      "b=2; Path=/api",
    ]);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("says so when the API is not running", async () => {
    await new Promise((resolve) => api.close(resolve));
    const answer = await send(sitePort, "/api/health");
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).message).toMatch(
      /^The API is not answering at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  });
});
