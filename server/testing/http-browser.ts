/**
 * A small browser over fetch for an API in its own process: keeps its
 * cookies, sends the site's Origin (the API refuses cross-site writes), and
 * follows redirects within the API, stopping at the first address outside
 * /api (the site), as inject-browser.ts does for an app in this process.
 */
export function httpBrowser(apiUrl: string) {
  const cookies = new Map<string, string>();
  let base = apiUrl;

  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      cookies.set(name.trim(), value.join("="));
    }
  };

  const request = async (
    method: string,
    url: string,
    options: { json?: unknown; form?: Record<string, string> } & {
      headers?: Record<string, string>;
    } = {},
  ) => {
    const target = new URL(url, base);
    const response = await fetch(target, {
      method,
      redirect: "manual",
      headers: {
        origin: new URL(base).origin,
        cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join("; "),
        ...(options.json !== undefined && {
          "content-type": "application/json",
        }),
        ...(options.form && {
          "content-type": "application/x-www-form-urlencoded",
        }),
        ...options.headers,
      },
      body:
        options.json !== undefined
          ? JSON.stringify(options.json)
          : options.form && new URLSearchParams(options.form).toString(),
    });
    remember(response);
    return response;
  };

  /** Follows redirects within the API; the last answer and where it pointed. */
  const follow = async (
    method: string,
    url: string,
    form?: Record<string, string>,
  ) => {
    let response = await request(method, url, { form });
    let location = new URL(url, base).href;
    for (let hop = 0; hop < 10; hop += 1) {
      const next = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !next) break;
      location = new URL(next, location).href;
      const nextUrl = new URL(location);
      if (
        nextUrl.origin !== new URL(base).origin ||
        !nextUrl.pathname.startsWith("/api/")
      ) {
        break;
      }
      response = await request("GET", location);
    }
    return { response, location };
  };

  return {
    request,
    follow,
    /** The same browser against the API restarted at another address. */
    moveTo(url: string) {
      base = url;
    },
  };
}

export type HttpBrowser = ReturnType<typeof httpBrowser>;
