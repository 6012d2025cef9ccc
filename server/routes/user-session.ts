import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../api-errors";
import { perMinute } from "../api-settings";
import { setSessionCookie } from "../auth/session-cookie";
import { createSession } from "../auth/sessions";
import { devIdpPlugin } from "../idp/dev-idp-plugin";
import { grantDevelopmentPoints } from "../points/development-points";
import {
  createDevProvider,
  DEV_CLIENT_ID,
  DEV_IDP_PATH,
} from "../idp/dev-provider";
import { inProcessFetch } from "../sign-in/in-process-fetch";
import { saveLoginAttempt, takeLoginAttempt } from "../sign-in/login-attempts";
import { allowedRedirect, withFragment } from "../sign-in/redirect-target";
import {
  createSignInClient,
  type SignInClient,
} from "../sign-in/sign-in-client";
import { upsertUser } from "../users/users";

export const CALLBACK_PATH = "/api/user-session/callback";

/** Sign-in: to the provider (sso-login) and back (callback). */
export async function userSessionRoutes(app: FastifyInstance): Promise<void> {
  const { settings, database } = app;
  const callbackUrl = `${settings.publicUrl}${CALLBACK_PATH}`;
  const signIn = signInClientFor(app, callbackUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const defaultRedirect = `${settings.siteOrigins[0]}/`;

  routes.get(
    "/user-session/sso-login",
    {
      schema: {
        tags: ["session"],
        summary:
          "Start signing in: the provider's address to send the browser to",
        querystring: z.object({
          redirect_url: z.string().max(2000).optional(),
        }),
      },
      config: perMinute(settings.rateLimits.signIn),
    },
    async (request) => {
      const target = allowedRedirect(
        request.query.redirect_url ?? defaultRedirect,
        settings.siteOrigins,
      );
      if (!target) {
        throw new ApiError(400, "redirect_url must be a page of this site.");
      }
      const { attempt, authorizationUrl } = await signIn.start(target.href);
      await saveLoginAttempt(database, attempt);
      return { data: { redirect_url: authorizationUrl } };
    },
  );

  routes.get(
    "/user-session/callback",
    {
      schema: {
        tags: ["session"],
        summary: "The provider sends the browser back here",
        querystring: z.object({
          state: z.string().max(500).optional(),
          code: z.string().max(2000).optional(),
          error: z.string().max(200).optional(),
        }),
      },
      config: perMinute(settings.rateLimits.signIn),
    },
    async (request, reply) => {
      const { state, error } = request.query;
      const attempt = state
        ? await takeLoginAttempt(database, state)
        : undefined;
      if (!attempt) {
        return reply.redirect(
          withFragment(new URL(defaultRedirect), { login_error: "expired" }),
        );
      }
      const back = new URL(attempt.redirect_url);
      if (error) {
        return reply.redirect(withFragment(back, { login_error: error }));
      }
      try {
        const current = new URL(request.url, settings.publicUrl);
        const identity = await signIn.finish(current, attempt);
        const { user, created } = await upsertUser(database, identity);
        if (created && !settings.oidc) {
          await grantDevelopmentPoints(database, user.id);
        }
        const session = await createSession(
          database,
          user.id,
          settings.sessionTtlDays,
        );
        setSessionCookie(reply, settings, session.token, session.expiresAt);
        return reply.redirect(withFragment(back, { authToken: session.token }));
      } catch (failure) {
        request.log.warn(failure, "sign-in callback failed");
        return reply.redirect(withFragment(back, { login_error: "failed" }));
      }
    },
  );
}

/** The configured provider, else the built-in development one, mounted here. */
function signInClientFor(
  app: FastifyInstance,
  callbackUrl: string,
): SignInClient {
  const { oidc, publicUrl } = app.settings;
  if (oidc) return createSignInClient({ ...oidc, callbackUrl });

  const clientSecret = randomBytes(32).toString("base64url");
  const provider = createDevProvider({ publicUrl, clientSecret, callbackUrl });
  app.register(devIdpPlugin, { provider });
  return createSignInClient({
    issuer: `${publicUrl}${DEV_IDP_PATH}`,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    callbackUrl,
    fetch: inProcessFetch(app),
    // Its form every time, so one browser can sign in as someone else.
    prompt: "login",
  });
}
