import { randomBytes, randomUUID } from "node:crypto";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import type { Offer as DuffelOffer, Order } from "@duffel/api/types";
import type { z } from "zod";
import { duffelOffer } from "./duffel-payloads";
import {
  offerRequestBody,
  offerRequestQuery,
  orderBody,
  orderCancellationBody,
  orderListQuery,
  type OfferRequestBody,
} from "./duffel-schemas";

// A loopback stand-in of Duffel's API for tests (never for production code):
// strict about the Authorization and Duffel-Version headers and the bodies,
// answering offer requests, single offers, orders and order cancellations,
// with Duffel's errors on demand.

type ListedOffer = Omit<DuffelOffer, "available_services">;
export type StandInRoute =
  "offer_requests" | "offers" | "orders" | "order_cancellations";
export type StandInFailure =
  | "offer_no_longer_available"
  | "validation"
  | "rate_limited"
  | "server_error"
  | "hang";

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface DuffelStandIn {
  url: string;
  token: string;
  /** The offers each offer request answers; tests replace it. */
  offersFor: (request: OfferRequestBody) => ListedOffer[];
  /** Every request that reached the stand-in, headers included. */
  requests: SeenRequest[];
  orders: Order[];
  /** The next `times` calls to `route` fail so. */
  failNext(route: StandInRoute, failure: StandInFailure, times?: number): void;
  /** From now on the offer costs `total` (its base moves with it). */
  reprice(offerId: string, total: string): void;
  /** The offer is no longer sold. */
  withdraw(offerId: string): void;
  close(): Promise<void>;
}

const error = (type: string, code: string, title: string, message: string) => ({
  errors: [
    {
      type,
      code,
      title,
      message,
      documentation_url: `https://duffel.com/docs/api/overview/errors#${code}`,
    },
  ],
  meta: { status: 0, request_id: randomUUID() },
});

/** A route's name from its URL, for failures on demand. */
function routeOf(url: string): StandInRoute | undefined {
  const match =
    /^\/air\/(offer_requests|offers|orders|order_cancellations)\b/.exec(url);
  return match?.[1] as StandInRoute | undefined;
}

/** Starts a stand-in on a loopback port; `offersFor` answers the searches. */
export async function startDuffelStandIn(
  offersFor: (request: OfferRequestBody) => ListedOffer[],
  token = `duffel_test_${randomBytes(12).toString("hex")}`,
): Promise<DuffelStandIn> {
  const app = Fastify({
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: true,
  });
  // The official client sends Content-Type: application/json on every
  // request, an action's empty body included, as Duffel accepts.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (_request, text, done) => {
      try {
        done(null, text === "" ? undefined : JSON.parse(String(text)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  const offers = new Map<string, ListedOffer>();
  const gone = new Set<string>();
  const failures: { route: StandInRoute; failure: StandInFailure }[] = [];
  const requests: SeenRequest[] = [];
  const orders: Order[] = [];
  const cancellations = new Map<string, { id: string; order_id: string }>();
  // eslint-disable-next-line prefer-const -- set once listening, read by routes
  let standIn: DuffelStandIn;

  const send = (reply: FastifyReply, status: number, body: object) => {
    if ("meta" in body && body.meta && typeof body.meta === "object") {
      Object.assign(body.meta, { status });
    }
    return reply.code(status).send(body);
  };
  const invalid = (reply: FastifyReply, issues: z.core.$ZodIssue[]) =>
    send(
      reply,
      422,
      error(
        "validation_error",
        "validation_required",
        "Field is invalid",
        issues
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; "),
      ),
    );

  app.addHook("onRequest", async (request, reply) => {
    requests.push({
      method: request.method,
      path: request.url,
      body: undefined,
      headers: request.headers,
    });
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(
        reply,
        401,
        error(
          "authentication_error",
          "unauthorized",
          "Unauthorized",
          "The access token used is not recognised by our system",
        ),
      );
    }
    if (request.headers["duffel-version"] !== "v2") {
      return send(
        reply,
        400,
        error(
          "invalid_request_error",
          "unsupported_version",
          "Unsupported version",
          "The Duffel-Version header must name a supported version",
        ),
      );
    }
    const route = routeOf(request.url);
    const at = failures.findIndex((f) => f.route === route);
    if (at < 0) return;
    const [{ failure }] = failures.splice(at, 1) as [(typeof failures)[0]];
    return failWith(reply, failure);
  });
  app.addHook("preHandler", async (request) => {
    const seen = requests[requests.length - 1];
    if (seen) seen.body = request.body;
  });

  function failWith(reply: FastifyReply, failure: StandInFailure) {
    switch (failure) {
      case "hang":
        return new Promise(() => {});
      case "rate_limited":
        reply.header("ratelimit-limit", "120");
        reply.header("ratelimit-remaining", "0");
        reply.header(
          "ratelimit-reset",
          new Date(Date.now() + 30_000).toUTCString(),
        );
        return send(
          reply,
          429,
          error(
            "rate_limit_error",
            "rate_limit_exceeded",
            "Rate limit exceeded",
            "You have exceeded the rate limit; try again later",
          ),
        );
      case "server_error":
        return send(
          reply,
          500,
          error("api_error", "internal_server_error", "Internal error", "Oops"),
        );
      case "offer_no_longer_available":
        return send(reply, 422, offerGone());
      case "validation":
        return send(
          reply,
          422,
          error(
            "validation_error",
            "invalid_phone_number",
            "Invalid phone number",
            "passengers[0].phone_number is not a valid phone number",
          ),
        );
    }
  }

  const offerGone = () =>
    error(
      "invalid_state_error",
      "offer_no_longer_available",
      "Offer no longer available",
      "The requested offer is no longer available, please create a new offer request",
    );

  const parse = <T extends z.ZodType>(
    schema: T,
    value: unknown,
    reply: FastifyReply,
  ): z.infer<T> | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    void invalid(reply, parsed.error.issues);
    return undefined;
  };

  app.post("/air/offer_requests", async (request, reply) => {
    const query = parse(offerRequestQuery, request.query, reply);
    const body = query && parse(offerRequestBody, request.body, reply);
    if (!body) return reply;
    const found = standIn.offersFor(body.data);
    for (const offer of found) offers.set(offer.id, offer);
    return send(reply, 201, {
      data: {
        id: `orq_${randomUUID().replace(/-/g, "")}`,
        live_mode: false,
        created_at: new Date().toISOString(),
        cabin_class: body.data.cabin_class ?? "economy",
        slices: body.data.slices,
        passengers: body.data.passengers.map((p) => ({
          ...p,
          id: `pas_${randomUUID()}`,
        })),
        offers: query.return_offers === "false" ? undefined : found,
      },
    });
  });

  app.get("/air/offers/:id", async (request: FastifyRequest, reply) => {
    const { id } = request.params as { id: string };
    const offer = offers.get(id);
    if (gone.has(id)) return send(reply, 422, offerGone());
    if (!offer) {
      return send(
        reply,
        404,
        error(
          "invalid_request_error",
          "not_found",
          "Not found",
          "The resource you are trying to access does not exist",
        ),
      );
    }
    return send(reply, 200, { data: { ...offer, available_services: [] } });
  });

  app.post("/air/orders", async (request, reply) => {
    const parsed = parse(orderBody, request.body, reply);
    if (!parsed) return reply;
    const body = parsed.data;
    const offerId = body.selected_offers[0] as string;
    const offer = offers.get(offerId);
    if (!offer || gone.has(offerId)) return send(reply, 422, offerGone());
    const ids = offer.passengers.map((p) => p.id).sort();
    const named = body.passengers.map((p) => p.id).sort();
    const payment = body.payments[0];
    const problems = [
      ...(ids.join() === named.join()
        ? []
        : ["passengers: every passenger of the offer, by id, once"]),
      ...(payment?.amount === offer.total_amount &&
      payment.currency === offer.total_currency
        ? []
        : [
            `payments[0]: the amount must be the offer's total_amount (${offer.total_amount} ${offer.total_currency})`,
          ]),
    ];
    if (problems.length) {
      return send(
        reply,
        422,
        error(
          "validation_error",
          "validation_required",
          "Invalid order",
          problems.join("; "),
        ),
      );
    }
    // An offer is booked once: it is gone for every later request.
    gone.add(offerId);
    const order = {
      id: `ord_${randomUUID().replace(/-/g, "")}`,
      booking_reference: randomBytes(3).toString("hex").toUpperCase(),
      live_mode: false,
      created_at: new Date().toISOString(),
      total_amount: offer.total_amount,
      total_currency: offer.total_currency,
      base_amount: offer.base_amount,
      base_currency: offer.base_currency,
      tax_amount: offer.tax_amount ?? undefined,
      tax_currency: offer.tax_currency ?? "",
      owner: offer.owner,
      slices: [],
      services: [],
      passengers: body.passengers.map((p) => ({ ...p, type: "adult" })),
      payment_status: { awaiting_payment: false },
      conditions: offer.conditions,
      metadata: body.metadata ?? {},
      cancelled_at: null,
      available_actions: ["cancel"],
      airline_initiated_changes: [],
      content: "managed",
      synced_at: new Date().toISOString(),
    } as unknown as Order;
    orders.push(order);
    return send(reply, 201, { data: order });
  });

  app.get("/air/orders", async (request, reply) => {
    const query = parse(orderListQuery, request.query, reply);
    if (!query) return reply;
    const names = [query["passenger_name[]"] ?? []].flat();
    const data = orders.filter(
      (order) =>
        (!query.booking_reference ||
          order.booking_reference === query.booking_reference) &&
        names.every((name) =>
          order.passengers.some(
            (p) => p.family_name === name || p.given_name === name,
          ),
        ),
    );
    return send(reply, 200, {
      data,
      meta: { limit: 50, after: null, before: null },
    });
  });

  app.post("/air/order_cancellations", async (request, reply) => {
    const body = parse(orderCancellationBody, request.body, reply);
    if (!body) return reply;
    const order = orders.find((o) => o.id === body.data.order_id);
    if (!order) {
      return send(
        reply,
        404,
        error(
          "invalid_request_error",
          "not_found",
          "Not found",
          "No such order",
        ),
      );
    }
    const quote = {
      id: `ore_${randomUUID().replace(/-/g, "")}`,
      order_id: order.id,
    };
    cancellations.set(quote.id, quote);
    return send(reply, 201, {
      data: {
        ...quote,
        live_mode: false,
        refund_amount: order.total_amount,
        refund_currency: order.total_currency,
        refund_to: "balance",
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        created_at: new Date().toISOString(),
        confirmed_at: null,
        airline_credits: [],
      },
    });
  });

  app.post(
    "/air/order_cancellations/:id/actions/confirm",
    async (request: FastifyRequest, reply) => {
      const { id } = request.params as { id: string };
      const quote = cancellations.get(id);
      const order = orders.find((o) => o.id === quote?.order_id);
      if (!quote || !order) {
        return send(
          reply,
          404,
          error(
            "invalid_request_error",
            "not_found",
            "Not found",
            "No such cancellation",
          ),
        );
      }
      order.cancelled_at = new Date().toISOString();
      return send(reply, 200, {
        data: {
          ...quote,
          confirmed_at: order.cancelled_at,
          refund_to: "balance",
        },
      });
    },
  );

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // Routes read `standIn.offersFor` at each request: tests may swap it.
  standIn = {
    url: `http://127.0.0.1:${port}`,
    token,
    offersFor,
    requests,
    orders,
    failNext(route, failure, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push({ route, failure });
    },
    reprice(offerId, total) {
      const offer = offers.get(offerId);
      if (!offer) throw new Error(`The stand-in has no offer ${offerId}.`);
      const raise = Math.round(
        (Number(total) - Number(offer.total_amount)) * 100,
      );
      const base = (Math.round(Number(offer.base_amount) * 100) + raise) / 100;
      offers.set(offerId, {
        ...offer,
        total_amount: total,
        base_amount: base.toFixed(2),
      });
    },
    withdraw(offerId) {
      gone.add(offerId);
    },
    close: () => app.close(),
  };
  return standIn;
}

export { duffelOffer };
