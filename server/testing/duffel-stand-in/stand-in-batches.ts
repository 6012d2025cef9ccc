import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Offer as DuffelOffer } from "@duffel/api/types";
import {
  batchOfferRequestQuery,
  offerRequestBody,
  type OfferRequestBody,
} from "./duffel-schemas";
import { notFound, parse, send } from "./stand-in-answers";

type ListedOffer = Omit<DuffelOffer, "available_services">;

/** How a batch offer request's offers come in: `count` batches, `everyMs` apart. */
export interface BatchPace {
  count: number;
  everyMs: number;
}

interface BatchSearch {
  createdAt: number;
  batches: ListedOffer[][];
  /** Batches already answered by a GET. */
  taken: number;
}

/** Longest a GET waits for the next batch, as Duffel's long poll does. */
const LONG_POLL_MS = 10_000;
/** Duffel forgets a batch offer request a minute after it was made. */
const BATCH_LIFETIME_MS = 60_000;

/** `offers` cut into `count` batches in turn (some may be empty). */
const inBatches = (offers: ListedOffer[], count: number) =>
  Array.from({ length: count }, (_, batch) =>
    offers.filter((_offer, index) => index % count === batch),
  );

/**
 * Duffel's batch offer requests (POST /air/batch_offer_requests, then GET
 * /air/batch_offer_requests/{id} until `remaining_batches` is 0): each GET
 * answers the batches ready since the last one, waiting for the next when
 * none is, as Duffel's long poll does.
 */
export function batchRoutes(
  app: FastifyInstance,
  state: {
    offersFor: (request: OfferRequestBody) => ListedOffer[];
    pace: () => BatchPace;
    /** False: as an API without batch offer requests, both routes 404. */
    answered: () => boolean;
    offers: Map<string, ListedOffer>;
  },
): void {
  const searches = new Map<string, BatchSearch>();
  app.addHook("onRequest", async (request, reply) => {
    if (
      request.url.startsWith("/air/batch_offer_requests") &&
      !state.answered()
    ) {
      return send(reply, 404, notFound("No route matches this request"));
    }
  });

  app.post("/air/batch_offer_requests", async (request, reply) => {
    const query = parse(batchOfferRequestQuery, request.query, reply);
    const body = query && parse(offerRequestBody, request.body, reply);
    if (!body) return reply;
    const found = state.offersFor(body.data);
    for (const offer of found) state.offers.set(offer.id, offer);
    const { count } = state.pace();
    const id = `orq_${randomUUID().replace(/-/g, "")}`;
    searches.set(id, {
      createdAt: Date.now(),
      batches: inBatches(found, count),
      taken: 0,
    });
    return send(reply, 201, {
      data: {
        id,
        live_mode: false,
        created_at: new Date().toISOString(),
        client_key: `ck_${randomUUID()}`,
        total_batches: count,
        remaining_batches: count,
      },
    });
  });

  app.get(
    "/air/batch_offer_requests/:id",
    async (request: FastifyRequest, reply) => {
      const { id } = request.params as { id: string };
      const search = searches.get(id);
      if (!search || Date.now() - search.createdAt > BATCH_LIFETIME_MS) {
        return send(
          reply,
          404,
          notFound("The resource you are trying to access does not exist"),
        );
      }
      const { everyMs } = state.pace();
      const readyAt = (batch: number) =>
        search.createdAt + (batch + 1) * everyMs;
      const next = search.taken;
      // Batches due by the answer: the one waited for counts as in, since
      // a timer may wake a millisecond before its time.
      let ready = next;
      if (next < search.batches.length) {
        const wait = readyAt(next) - Date.now();
        const waitFor = (ms: number) =>
          new Promise((done) => setTimeout(done, ms));
        if (wait > LONG_POLL_MS) await waitFor(LONG_POLL_MS);
        else {
          if (wait > 0) await waitFor(wait);
          ready = next + 1;
        }
      }
      ready = Math.max(ready, search.taken);
      while (ready < search.batches.length && readyAt(ready) <= Date.now()) {
        ready += 1;
      }
      const offers = search.batches.slice(search.taken, ready).flat();
      search.taken = ready;
      return send(reply, 200, {
        data: {
          id,
          live_mode: false,
          created_at: new Date(search.createdAt).toISOString(),
          client_key: `ck_${id}`,
          total_batches: search.batches.length,
          remaining_batches: search.batches.length - ready,
          offers,
        },
      });
    },
  );
}
