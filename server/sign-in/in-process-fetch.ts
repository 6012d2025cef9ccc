import type { FastifyInstance } from "fastify";
import type { CustomFetch } from "openid-client";

/**
 * Fetch for the built-in provider: its discovery, token and key requests go
 * straight into this process instead of over the network, so sign-in works
 * whatever address the server is reached at.
 */
export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as "GET" | "POST",
      url: target.pathname + target.search,
      headers: {
        ...Object.fromEntries(new Headers(options.headers)),
        host: target.host,
        "x-forwarded-proto": target.protocol.replace(":", ""),
      },
      payload: options.body == null ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of [value ?? []].flat())
        headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
