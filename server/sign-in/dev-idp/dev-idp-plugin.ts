import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import type { InteractionResults } from "oidc-provider";
import { z } from "zod";
import { personName } from "../../../domain/users/person-name";
import { rememberDevAccount } from "./dev-accounts";
import { pinToPublicUrl } from "./pin-to-public-url";
import { DEV_IDP_PATH } from "./dev-provider";
import { renderSignInPage, type SignInPageProps } from "./sign-in-page";

const EXPIRED =
  "This sign-in has expired or was already used. Start again from the site.";

const signInForm = z.object({
  email: z
    .string()
    .trim()
    .max(254, "Use at most 254 characters.")
    .pipe(z.email("Enter an e-mail address like name@example.com.")),
  first_name: personName,
  last_name: personName,
});

/**
 * Mounts the development provider under /api/dev-idp: its own endpoints get
 * the raw request (body unread), and its sign-in interaction is served here.
 */
export async function devIdpPlugin(
  app: FastifyInstance,
  { provider, publicUrl }: { provider: Provider; publicUrl: string },
): Promise<void> {
  const handle = provider.callback();
  app.addHook("onRequest", async (request) => {
    pinToPublicUrl(request, new URL(publicUrl));
  });

  app.register(async (endpoints) => {
    // Leave the body in the stream for the provider to read.
    endpoints.removeAllContentTypeParsers();
    endpoints.addContentTypeParser("*", (_request, _payload, done) =>
      done(null),
    );
    endpoints.all(
      "/dev-idp/*",
      { schema: { hide: true } },
      (request, reply) => {
        reply.hijack();
        const raw: IncomingMessage & { originalUrl?: string } = request.raw;
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? "").slice(DEV_IDP_PATH.length) || "/";
        handle(raw, reply.raw);
      },
    );
  });

  app.register(async (interactions) => {
    interactions.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The provider writes its redirect to the raw response itself.
    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      result: InteractionResults,
    ) => {
      reply.hijack();
      try {
        await provider.interactionFinished(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
      } catch (error) {
        request.log.warn(error, "development sign-in: interaction expired");
        reply.raw.writeHead(400, {
          "content-type": "text/plain; charset=utf-8",
        });
        reply.raw.end(EXPIRED);
      }
    };
    // The interaction cookie is missing or stale: say so rather than fail.
    const interactionLive = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      try {
        await provider.interactionDetails(request.raw, reply.raw);
        return true;
      } catch {
        reply.code(400).type("text/plain; charset=utf-8").send(EXPIRED);
        return false;
      }
    };
    const pageProps = (uid: string) => ({
      action: `${DEV_IDP_PATH}/interaction/${uid}/login`,
      cancelAction: `${DEV_IDP_PATH}/interaction/${uid}/cancel`,
    });
    const sendPage = (
      reply: FastifyReply,
      status: number,
      props: SignInPageProps,
    ) =>
      reply
        .code(status)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(renderSignInPage(props));

    interactions.get<{ Params: { uid: string } }>(
      "/dev-idp/interaction/:uid",
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await interactionLive(request, reply))) return reply;
        return sendPage(reply, 200, {
          ...pageProps(request.params.uid),
          values: {},
          errors: {},
        });
      },
    );

    interactions.post<{ Params: { uid: string } }>(
      "/dev-idp/interaction/:uid/login",
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await interactionLive(request, reply))) return reply;
        const form = signInForm.safeParse(request.body ?? {});
        if (!form.success) {
          const errors: SignInPageProps["errors"] = {};
          for (const issue of form.error.issues) {
            const field = issue.path[0] as keyof SignInPageProps["errors"];
            errors[field] ??= issue.message;
          }
          const values = z.record(z.string(), z.string()).catch({});
          return sendPage(reply, 400, {
            ...pageProps(request.params.uid),
            values: values.parse(request.body),
            errors,
          });
        }
        const accountId = rememberDevAccount(form.data);
        await finish(request, reply, { login: { accountId } });
      },
    );

    interactions.post<{ Params: { uid: string } }>(
      "/dev-idp/interaction/:uid/cancel",
      { schema: { hide: true } },
      async (request, reply) => {
        await finish(request, reply, {
          error: "access_denied",
          error_description: "The sign-in was cancelled.",
        });
      },
    );
  });
}
