import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../platform/http/api-errors";
import { perMinute } from "../api-settings";
import { setSessionCookie, createSession, upsertUser } from "../account";
import { grantDevelopmentPoints } from "../points";
import {
  bindToBrowser,
  isBoundToBrowser,
  releaseBinding,
} from "./browser-binding";
import { saveLoginAttempt, takeLoginAttempt } from "./login-attempts";
import {
  DEPENDENCY_RETRY_AFTER_S,
  DEPENDENCY_UNAVAILABLE_MESSAGES,
} from "../platform/outbound/dependency";
import { describeProviderProblem } from "./provider-problem";
import { allowedRedirect, withFragment } from "./redirect-target";
import { dataAnswer, messageAnswer, noBody } from "../platform/http/message";

export const SIGN_IN_UNAVAILABLE = DEPENDENCY_UNAVAILABLE_MESSAGES["sign-in"];

/** What the site reads in `#login_error=`: the provider's own codes stay here. */
const returnedError = (error: string) =>
  error === "access_denied" ? "cancelled" : "failed";

/** Sign-in: to the provider (sso-login) and back (callback). */
export async function userSessionRoutes(app: FastifyInstance): Promise<void> {
  const { settings, database, signIn } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const defaultRedirect = new URL(`${settings.siteOrigins[0]}/`);
  const issuer = settings.oidc?.issuer ?? "built into this server";

  routes.get(
    "/user-session/sso-login",
    {
      schema: {
        tags: ["session"],
        summary:
          "Start signing in: the provider's address to send the browser to",
        description:
          "Sets a short-lived HttpOnly cookie binding the attempt to this browser. " +
          "`tab_nonce`, when given, comes back beside the token in the fragment. " +
          "503 with Retry-After when the provider cannot be reached (its discovery tried 3 times within 4.5 s).",
        querystring: z.object({
          redirect_url: z.string().max(2000).optional(),
          tab_nonce: z
            .string()
            .regex(/^[\w-]{16,64}$/, "16 to 64 letters, digits, - or _")
            .optional(),
        }),
        response: {
          200: dataAnswer(z.object({ redirect_url: z.url() })),
          503: messageAnswer,
        },
      },
      config: perMinute(settings.rateLimits.signIn),
    },
    async (request, reply) => {
      const target = allowedRedirect(
        request.query.redirect_url ?? defaultRedirect.href,
        settings.siteOrigins,
      );
      if (!target) {
        throw new ApiError(400, "redirect_url must be a page of this site.");
      }
      let started;
      try {
        started = await signIn.start(target.href);
      } catch (error) {
        request.log.warn(
          describeProviderProblem("Sign-in is unavailable", issuer, error),
        );
        return reply
          .code(503)
          .header("retry-after", DEPENDENCY_RETRY_AFTER_S["sign-in"])
          .send({ message: SIGN_IN_UNAVAILABLE });
      }
      const attempt = {
        ...started.attempt,
        tab_nonce: request.query.tab_nonce ?? null,
      };
      await saveLoginAttempt(database, attempt);
      bindToBrowser(request, reply, settings, attempt.state);
      return { data: { redirect_url: started.authorizationUrl } };
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
        response: {
          302: noBody(
            "Back to the site: the token, or login_error, in the fragment",
          ),
        },
      },
      config: perMinute(settings.rateLimits.signIn),
    },
    async (request, reply) => {
      const { state, error } = request.query;
      if (!state || !isBoundToBrowser(request, settings, state)) {
        request.log.warn(
          "sign-in callback refused: not started in this browser",
        );
        return reply.redirect(
          withFragment(defaultRedirect, { login_error: "failed" }),
        );
      }
      releaseBinding(request, reply, settings, state);
      const attempt = await takeLoginAttempt(database, state);
      if (!attempt) {
        return reply.redirect(
          withFragment(defaultRedirect, { login_error: "expired" }),
        );
      }
      const back = (values: Record<string, string>) =>
        withFragment(new URL(attempt.redirect_url), {
          ...values,
          ...(attempt.tab_nonce && { tab_nonce: attempt.tab_nonce }),
        });
      if (error) {
        return reply.redirect(back({ login_error: returnedError(error) }));
      }
      try {
        const current = new URL(request.url, settings.publicUrl);
        const { identity, idToken } = await signIn.finish(current, attempt);
        // One transaction: a crash never leaves a new account without the
        // points it starts with.
        const { user } = await database.transaction(async (tx) => {
          const upserted = await upsertUser(tx, identity);
          if (upserted.created && !settings.oidc) {
            await grantDevelopmentPoints(tx, upserted.user.id);
          }
          return upserted;
        });
        const session = await createSession(
          database,
          user.id,
          {
            ttlDays: settings.sessionTtlDays,
            idleHours: settings.sessionIdleHours,
          },
          settings.oidc ? idToken : undefined,
        );
        setSessionCookie(reply, settings, session.token, session.expiresAt);
        return reply.redirect(back({ authToken: session.token }));
      } catch (failure) {
        // The sentence only: the error's details can hold the claims.
        request.log.warn(
          describeProviderProblem("A sign-in did not finish", issuer, failure),
        );
        return reply.redirect(back({ login_error: "failed" }));
      }
    },
  );
}
