import type { HttpBrowser } from "./http-browser";

/**
 * Signs in through the API's built-in development provider over HTTP, as a
 * browser does: sso-login, the provider's form, and back to the site with
 * the token in the address's fragment. Answers the token and the user's id.
 */
export async function signInOverHttp(
  browser: HttpBrowser,
  apiUrl: string,
  email: string,
): Promise<{ token: string; userId: string }> {
  const start = await browser.request(
    "GET",
    `/api/user-session/sso-login?redirect_url=${encodeURIComponent(`${apiUrl}/points`)}`,
  );
  if (start.status !== 200) throw new Error(await start.text());
  const { redirect_url: authorizationUrl } = (
    (await start.json()) as { data: { redirect_url: string } }
  ).data;
  const form = await browser.follow("GET", authorizationUrl);
  const page = await form.response.text();
  const action = page.match(/action="([^"]+\/login)"/)?.[1];
  if (!action) throw new Error(`No sign-in form:\n${page}`);
  const done = await browser.follow("POST", action.replaceAll("&amp;", "&"), {
    email,
    first_name: "Ada",
    last_name: "Tremblay",
  });
  const token = new URLSearchParams(new URL(done.location).hash.slice(1)).get(
    "authToken",
  );
  if (!token) throw new Error(`Sign-in ended at ${done.location}`);
  const me = await browser.request("GET", "/api/user", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { id } = ((await me.json()) as { data: { id: string } }).data;
  return { token, userId: id };
}
