import { randomBytes, randomUUID } from "node:crypto";
import Fastify, { type FastifyRequest } from "fastify";
import type { Offer as DuffelOffer, Order } from "@duffel/api/types";
import {
  offerRequestBody,
  offerRequestQuery,
  type OfferRequestBody,
} from "./duffel-schemas";
import {
  duffelError,
  failWith,
  notFound,
  offerGone,
  parse,
  send,
  type StandInFailure,
} from "./stand-in-answers";
import { batchRoutes, type BatchPace } from "./stand-in-batches";
import { orderRoutes } from "./stand-in-orders";

// A loopback stand-in of Duffel's API for tests (never for production code):
// strict about the Authorization and Duffel-Version headers and the bodies,
// answering offer requests (whole, or in batches), single offers, orders
// and order cancellations, with Duffel's errors on demand.

type ListedOffer = Omit<DuffelOffer, "available_services">;
export type StandInRoute =
  | "offer_requests"
  | "batch_offer_requests"
  | "offers"
  | "orders"
  | "order_cancellations";
export type { StandInFailure };

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
  /** How a batch offer request's offers come in (default: 2 batches at once). */
  batchPace: BatchPace;
  /** False: batch offer requests answer 404, as an API without them. */
  answersBatches: boolean;
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

/** A route's name from its URL, for failures on demand. */
function routeOf(url: string): StandInRoute | undefined {
  const match =
    /^\/air\/(offer_requests|batch_offer_requests|offers|orders|order_cancellations)\b/.exec(
      url,
    );
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
  // eslint-disable-next-line prefer-const -- set once listening, read by routes
  let standIn: DuffelStandIn;

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
        duffelError(
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
        duffelError(
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
        notFound("The resource you are trying to access does not exist"),
      );
    }
    return send(reply, 200, { data: { ...offer, available_services: [] } });
  });

  batchRoutes(app, {
    offersFor: (request) => standIn.offersFor(request),
    pace: () => standIn.batchPace,
    answered: () => standIn.answersBatches,
    offers,
  });
  orderRoutes(app, { offers, gone, orders });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // Routes read `standIn.offersFor` at each request: tests may swap it.
  standIn = {
    url: `http://127.0.0.1:${port}`,
    token,
    offersFor,
    batchPace: { count: 2, everyMs: 0 },
    answersBatches: true,
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
