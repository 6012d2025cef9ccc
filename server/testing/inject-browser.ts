import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/**
 * A small browser over app.inject: keeps cookies and follows redirects within
 * the app's origin, stopping at the first address outside /api (the site).
 * `headers` go with every request (a forged Host, say).
 */
export function injectBrowser(
  app: FastifyInstance,
  origin: string,
  headers: Record<string, string> = {},
) {
  const cookies = new Map<string, string>();

  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (cookie.expires && cookie.expires.getTime() < Date.now()) {
        cookies.delete(cookie.name);
      } else {
        cookies.set(cookie.name, cookie.value);
      }
    }
  };

  const request = async (
    method: "GET" | "POST",
    url: string,
    form?: Record<string, string>,
  ) => {
    const target = new URL(url, origin);
    const response = await app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host: target.host,
        cookie: [...cookies]
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
        ...(form
          ? { "content-type": "application/x-www-form-urlencoded" }
          : {}),
        ...headers,
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    remember(response);
    return response;
  };

  /** Follows redirects; returns the last response and the address it stopped at. */
  const follow = async (
    method: "GET" | "POST",
    url: string,
    form?: Record<string, string>,
  ) => {
    let response = await request(method, url, form);
    let location = new URL(url, origin).href;
    const visited = [location];
    for (let hop = 0; hop < 10; hop += 1) {
      const next = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !next)
        break;
      location = new URL(String(next), location).href;
      const nextUrl = new URL(location);
      if (nextUrl.origin !== origin || !nextUrl.pathname.startsWith("/api/")) {
        break;
      }
      visited.push(location);
      response = await request("GET", location);
    }
    return { response, location, visited };
  };

  return { request, follow, cookies };
}
