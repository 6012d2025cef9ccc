import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectBrowser } from "./inject-browser";
import { TEST_SITE_ORIGIN } from "./test-api";

export type InjectBrowser = ReturnType<typeof injectBrowser>;

export const ssoLoginPath = (redirectUrl?: string, tabNonce?: string) => {
  const query = new URLSearchParams();
  if (redirectUrl) query.set("redirect_url", redirectUrl);
  if (tabNonce) query.set("tab_nonce", tabNonce);
  const search = query.toString();
  return `/api/user-session/sso-login${search ? `?${search}` : ""}`;
};

/** GET sso-login in this browser; the provider's address it answers. */
export async function startSignIn(
  browser: InjectBrowser,
  redirectUrl = `${TEST_SITE_ORIGIN}/points`,
  tabNonce?: string,
): Promise<string> {
  const start = await browser.request(
    "GET",
    ssoLoginPath(redirectUrl, tabNonce),
  );
  expect(start.statusCode).toBe(200);
  return start.json<{ data: { redirect_url: string } }>().data.redirect_url;
}

export const DEFAULT_PERSON = {
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Tremblay",
};

/**
 * Signs in through the built-in provider as a browser would: sso-login, the
 * provider's form, and back. `done.location` is the site address it ends on.
 */
export async function signInThroughDevProvider(
  app: FastifyInstance,
  person = DEFAULT_PERSON,
  redirectUrl = `${TEST_SITE_ORIGIN}/points`,
  browser = injectBrowser(app, TEST_SITE_ORIGIN),
  tabNonce?: string,
) {
  const authorizationUrl = await startSignIn(browser, redirectUrl, tabNonce);
  const form = await browser.follow("GET", authorizationUrl);
  expect(form.response.statusCode).toBe(200);
  expect(form.response.body).toContain("Development provider");
  const action = form.response.body.match(/action="([^"]+\/login)"/)?.[1];
  expect(action).toBeDefined();
  const done = await browser.follow("POST", action!, person);
  return { browser, form, done };
}

/** The `#…` values of the address sign-in returned to. */
export const fragmentOf = (location: string) =>
  new URLSearchParams(new URL(location).hash.slice(1));
