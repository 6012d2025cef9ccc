import { randomBytes } from "node:crypto";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import Stripe from "stripe";
import type { StripeSettings } from "../../api-settings";
import { parseForm, type Form } from "./form-body";
import { invalidRequest, sendError, StandInError } from "./stand-in-errors";
import { IntentStore } from "./stand-in-intents";
import { newId } from "./stand-in-params";

// A loopback stand-in of Stripe's API for tests (never for production code),
// written from Stripe's API reference: Bearer secret keys, form-encoded
// bodies, Idempotency-Key replays, the PaymentIntent states and the errors
// of its test cards. Each change is also kept as a signed-webhook-ready event.

export interface StandInEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: unknown };
}

export interface SeenStripeRequest {
  method: string;
  path: string;
  form: Form;
  idempotencyKey?: string;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: IntentStore;
  requests: SeenStripeRequest[];
  events: StandInEvent[];
  /** An event's body and the Stripe-Signature header that signs it. */
  signed(
    event: StandInEvent,
    secret?: string,
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

const NOT_A_FORM = Symbol("not a form");
const API_VERSION = "2026-10-28.endive";

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const suffix = randomBytes(12).toString("hex");
  const secretKey = `sk_test_standin_${suffix}`;
  const publishableKey = `pk_test_standin_${suffix}`;
  const webhookSecret = `whsec_standin_${suffix}`;
  const events: StandInEvent[] = [];
  const requests: SeenStripeRequest[] = [];
  const intents = new IntentStore((type, object) => {
    events.push({
      id: newId("evt"),
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: API_VERSION,
      // A snapshot: later changes to the intent are later events.
      data: { object: structuredClone(object) },
    });
  });
  const replays = new Map<
    string,
    { fingerprint: string; status: number; body: unknown }
  >();

  const app = Fastify({ forceCloseConnections: true });
  // Stripe reads form bodies only: anything else is refused in its words.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) =>
    done(null, NOT_A_FORM),
  );
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, text, done) => done(null, parseForm(String(text))),
  );

  // Stripe.js calls from any site's page: Stripe answers it CORS-open, and
  // Stripe.js sends its publishable key in the form (`key`), no header, so
  // the browser needs no preflight.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("access-control-allow-origin", "*");
  });

  /** Which key called: the secret one, or the publishable one with the intent's client secret. */
  function authenticate(
    request: FastifyRequest,
    form: Form,
  ): "secret" | "publishable" {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
    if (match?.[1] === secretKey) return "secret";
    if (match?.[1] === publishableKey) return "publishable";
    if (!match && form.key === publishableKey) return "publishable";
    throw new StandInError(401, {
      type: "invalid_request_error",
      message: match
        ? "Invalid API Key provided: sk_test_****"
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }

  type Handler = (form: Form, params: Record<string, string>) => unknown;
  function route(
    method: "GET" | "POST",
    path: string,
    handler: Handler,
    browser = false,
  ) {
    app.route({
      method,
      url: path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const params = request.params as Record<string, string>;
        try {
          const sent: Form =
            method === "GET"
              ? parseForm(new URL(request.url, "http://x").search.slice(1))
              : request.body === NOT_A_FORM
                ? {}
                : ((request.body as Form | undefined) ?? {});
          const caller = authenticate(request, sent);
          if (request.body === NOT_A_FORM) {
            throw invalidRequest(
              "Invalid request: bodies must be application/x-www-form-urlencoded.",
            );
          }
          // The key is how Stripe.js signs in, not a parameter of the call.
          const form: Form = { ...sent };
          delete form.key;
          if (caller === "publishable") {
            const intent = intents.find(params.id ?? "");
            if (!browser || form.client_secret !== intent.client_secret) {
              throw new StandInError(401, {
                type: "invalid_request_error",
                message:
                  "This API call cannot be made with a publishable API key.",
              });
            }
          }
          const key = request.headers["idempotency-key"];
          const idempotencyKey = typeof key === "string" ? key : undefined;
          requests.push({ method, path: request.url, form, idempotencyKey });
          if (method === "POST" && idempotencyKey) {
            const fingerprint = `${method} ${request.url} ${JSON.stringify(form)}`;
            const earlier = replays.get(`${caller}:${idempotencyKey}`);
            if (earlier) {
              if (earlier.fingerprint !== fingerprint) {
                throw new StandInError(400, {
                  type: "idempotency_error",
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
                });
              }
              return reply
                .code(earlier.status)
                .header("idempotent-replayed", "true")
                .send(earlier.body);
            }
            const answer = answerOf(() => handler(form, params));
            replays.set(`${caller}:${idempotencyKey}`, {
              fingerprint,
              ...answer,
            });
            return reply.code(answer.status).send(answer.body);
          }
          const answer = answerOf(() => handler(form, params));
          return reply.code(answer.status).send(answer.body);
        } catch (error) {
          if (error instanceof StandInError) return sendError(reply, error);
          throw error;
        }
      },
    });
  }

  route("POST", "/v1/payment_intents", (form) => intents.create(form));
  route(
    "GET",
    "/v1/payment_intents/:id",
    (form, { id }) => intents.expanded(intents.find(id ?? ""), form.expand),
    true,
  );
  route(
    "POST",
    "/v1/payment_intents/:id/confirm",
    (form, { id }) => intents.confirm(id ?? "", form),
    true,
  );
  route("POST", "/v1/payment_intents/:id/capture", (_form, { id }) =>
    intents.capture(id ?? ""),
  );
  route("POST", "/v1/payment_intents/:id/cancel", (form, { id }) =>
    intents.cancel(id ?? "", form),
  );
  route("POST", "/v1/refunds", (form) => intents.refund(form));
  // Not Stripe's: the issuer's 3-D Secure page, answered by a test.
  route(
    "POST",
    "/stand-in/3ds/:id",
    (form, { id }) => intents.authenticate(id ?? "", form.outcome !== "fail"),
    true,
  );

  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("No port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    requests,
    events,
    signed(event, secret = webhookSecret) {
      const payload = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
      });
      return { payload, signature };
    },
    close: () => app.close(),
  };
}

/** A handler's result as a reply: 200 with the object, or Stripe's error. */
function answerOf(run: () => unknown): { status: number; body: unknown } {
  try {
    return { status: 200, body: run() };
  } catch (error) {
    if (error instanceof StandInError)
      return { status: error.status, body: { error: error.error } };
    throw error;
  }
}

/** The API's Stripe settings pointed at the stand-in, with its keys. */
export function standInSettings(standIn: StripeStandIn): StripeSettings {
  return {
    secretKey: standIn.secretKey,
    publishableKey: standIn.publishableKey,
    webhookSecret: standIn.webhookSecret,
    apiUrl: standIn.url,
  };
}
