import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { CustomFetch } from "openid-client";
import { devIdpPlugin } from "./dev-idp/dev-idp-plugin";
import {
  createDevProvider,
  DEV_CLIENT_ID,
  DEV_IDP_PATH,
} from "./dev-idp/dev-provider";
import { inProcessFetch } from "./in-process-fetch";
import { createSignInClient, type SignInClient } from "./sign-in-client";

export const CALLBACK_PATH = "/api/user-session/callback";

/**
 * The configured provider, checked once the server is ready (not awaited:
 * the site serves while a provider is down, and /api/health says so); else
 * the built-in development provider, mounted here.
 */
export function setUpSignIn(
  app: FastifyInstance,
  providerFetch?: CustomFetch,
): SignInClient {
  const { oidc, publicUrl, siteOrigins } = app.settings;
  const callbackUrl = `${publicUrl}${CALLBACK_PATH}`;
  const log = {
    info: (message: string) => app.log.info(message),
    error: (message: string) => app.log.error(message),
  };
  if (oidc) {
    const client = createSignInClient({
      ...oidc,
      callbackUrl,
      fetch: providerFetch,
      postLogoutRedirectUrl: `${siteOrigins[0]}/`,
      log,
    });
    app.addHook("onReady", async () => {
      void client.check();
    });
    return client;
  }

  const clientSecret = randomBytes(32).toString("base64url");
  const provider = createDevProvider({ publicUrl, clientSecret, callbackUrl });
  app.register(devIdpPlugin, { provider, publicUrl });
  return createSignInClient({
    issuer: `${publicUrl}${DEV_IDP_PATH}`,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    callbackUrl,
    fetch: inProcessFetch(app),
    // Its form every time, so one browser can sign in as someone else (and
    // logout needs no end-session step).
    prompt: "login",
  });
}
