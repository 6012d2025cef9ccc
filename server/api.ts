import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { replyWithError } from "./platform/http/api-errors";
import type { ApiContext } from "./api-context";
import {
  securitySchemes,
  limitSignedInUsers,
  tooManyRequests,
  userRoutes,
} from "./account";
import { noStoreByDefault } from "./platform/caching/api-cache-control";
import {
  createDemoFareSource,
  searchSessionRoutes,
  sessionOfferRoutes,
} from "./search";
import { refuseForeignOrigins } from "./platform/http/origin-check";
import { guardFareSource, guardPaymentProvider } from "./guarded-services";
import { airportRoutes } from "./airports";
import { cspReportRoutes, i18nRoutes } from "./site";
import { healthRoutes } from "./health";
import {
  createStripePaymentProvider,
  createTestPaymentProvider,
  intentRoutes,
  paymentRoutes,
  refuseCardData,
  stripeServices,
} from "./payments";
import {
  inProcessPaymentEvents,
  orderRoutes,
  prunePaymentEvents,
  paymentWebhookRoutes,
  startOrderRecovery,
} from "./orders";
import { pointRoutes } from "./points";
import {
  devMailRoutes,
  devOutboxPages,
  pruneSentMail,
  startMailSender,
} from "./mail";
import { startPruningJob } from "./platform/jobs/pruning-job";
import { startWatchRepricing, unsubscribeRoutes, watchRoutes } from "./alerts";
import { userSessionRoutes, type SignInClient, setUpSignIn } from "./sign-in";
import { declareCommonFailures } from "./platform/http/common-failures";
import { declaringRetryAfter } from "./platform/http/retry-after";

/**
 * The JSON API, mounted under /api by buildApp. Register each resource's
 * routes here (each from its folder's index.ts). Successes are `{ data }`,
 * failures `{ message }`.
 */
export async function apiPlugin(
  app: FastifyInstance,
  {
    database,
    settings,
    fareSource,
    paymentProvider,
    clock = () => new Date(),
    signInFetch,
    sharedCounters,
    retryPolicy,
    mailTransport,
    mailSender,
  }: ApiContext,
): Promise<void> {
  app.decorate("database", database);
  app.decorate("settings", settings);
  app.decorate("clock", clock);
  // Every route reaches the fare source and the payment provider through
  // timeouts and bounded retries; a dependency down is a 503 (api-errors.ts).
  app.decorate(
    "fareSource",
    guardFareSource(fareSource ?? createDemoFareSource(clock), retryPolicy),
  );
  const stripe = settings.stripe ? stripeServices(settings.stripe) : undefined;
  app.decorate(
    "paymentProvider",
    guardPaymentProvider(
      paymentProvider ??
        (stripe
          ? createStripePaymentProvider(stripe.client)
          : createTestPaymentProvider(
              database,
              undefined,
              inProcessPaymentEvents(app),
            )),
      retryPolicy,
    ),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(replyWithError);
  noStoreByDefault(app);

  refuseForeignOrigins(app, [settings.publicUrl, ...settings.siteOrigins]);
  if (stripe) refuseCardData(app);
  // JSON only: without the text/plain parser, other bodies get 415.
  app.removeContentTypeParser("text/plain");
  await app.register(cookie);
  await app.register(cors, {
    origin: settings.siteOrigins,
    credentials: true,
    methods: ["GET", "POST", "PATCH", "DELETE"],
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis, every API process sees the same counts. Redis
    // unreachable lets requests through rather than refusing every one.
    ...(sharedCounters
      ? {
          redis: sharedCounters,
          nameSpace: "northfare:rate-limit:",
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: tooManyRequests(Math.ceil(context.ttl / 1000)),
    }),
  });
  limitSignedInUsers(app);
  declareCommonFailures(app);
  await app.register(swagger, {
    openapi: {
      info: { title: "Northfare API", version: "1.0.0" },
      servers: [{ url: "/api" }],
      components: { securitySchemes: securitySchemes(settings) },
    },
    transform: declaringRetryAfter(jsonSchemaTransform),
  });

  app.decorate("signIn", setUpSignIn(app, signInFetch));
  app.register(healthRoutes);
  app.register(userSessionRoutes);
  app.register(userRoutes);
  app.register(pointRoutes);
  app.register(airportRoutes);
  app.register(searchSessionRoutes);
  app.register(sessionOfferRoutes);
  app.register(i18nRoutes);
  app.register(paymentRoutes);
  if (stripe) {
    app.register(intentRoutes, { stripe });
    app.register(paymentWebhookRoutes, { stripe });
  }
  app.register(orderRoutes);
  if (settings.orderRecoverySeconds > 0) {
    startOrderRecovery(app, settings.orderRecoverySeconds);
  }
  app.register(watchRoutes);
  app.register(unsubscribeRoutes);
  if (settings.alerts.intervalSeconds > 0) {
    startWatchRepricing(
      app,
      settings.alerts.intervalSeconds,
      settings.alerts.pauseMs,
    );
  }
  if (settings.pruneSeconds > 0) {
    const every = settings.pruneSeconds;
    startPruningJob(app, "prune-sent-mail", every, pruneSentMail);
    startPruningJob(app, "prune-payment-events", every, prunePaymentEvents);
  }
  if (mailTransport && settings.mail.sendSeconds > 0) {
    startMailSender(app, mailTransport, settings.mail.sendSeconds, mailSender);
  }
  // Never in production: the settings allow it only with the development
  // sign-in provider and no SMTP_URL (api-settings.ts).
  if (settings.mail.devOutbox) {
    app.register(devMailRoutes);
    app.register(devOutboxPages);
  }
  app.register(cspReportRoutes);
  app.get("/docs", { schema: { hide: true } }, async () => app.swagger());

  // Catch-all routes rather than a not-found handler: the site's GET /* route
  // would otherwise answer unknown API paths with the HTML 404 page.
  app.all("/", { schema: { hide: true } }, replyNotFound);
  app.all("/*", { schema: { hide: true } }, replyNotFound);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The sign-in provider, external or built in. */
    signIn: SignInClient;
  }
}

async function replyNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: "Not found" });
}
