import type { Duffel } from "@duffel/api";
import type { OrderField } from "../../../domain/orders/order-contract";
import type { TripRequest } from "../../../domain/offers/search-session-contract";
import type { Offer as DuffelOffer } from "@duffel/api/types";
import type { RetryPolicy } from "../../platform/outbound/guarded-call";
import type {
  FareSource,
  PlaceOrderRequest,
  PlaceOrderResult,
} from "../fare-source";
import {
  classify,
  DuffelRateLimited,
  isOfferGone,
  refusalOf,
} from "./duffel-errors";
import {
  NEARBY_SUPPLIER_TIMEOUT_MS,
  priceEachDate,
} from "./duffel-nearby-dates";
import { mapDuffelOffer, type DuffelListedOffer } from "./duffel-offer";
import { checkoutFieldOf } from "./duffel-error-field";
import { ORDER_KEY_METADATA, orderBody, orderTravellers } from "./duffel-order";
import {
  DUFFEL_ORDER_POLICY,
  DUFFEL_SEARCH_POLICY,
  MAX_OFFERS,
  offerRequest,
  SUPPLIER_TIMEOUT_MS,
} from "./duffel-search";

export const DUFFEL_SOURCE_ID = "duffel";
/** The API version this adapter speaks (the Duffel-Version header). */
export const DUFFEL_API_VERSION = "v2";

/** Where our words stand in for Duffel's: a refusal never leaks its body. */
export const DUFFEL_MESSAGES = {
  gone: "This fare is no longer available with the airline. Nothing was charged.",
  priceChanged:
    "The airline changed this fare's price before it was booked. Nothing was charged.",
  refused: "The airline did not accept this booking. Nothing was charged.",
  // The field itself travels beside it: the site names it in each language.
  fieldRefused:
    "The airline did not accept one of the travellers' details. Nothing was charged.",
};

export interface DuffelSettings {
  accessToken: string;
  /** Default https://api.duffel.com; tests give a loopback stand-in's. */
  apiUrl?: string;
  /** A line for an operator: offers skipped, bookings refused. Never the token. */
  warn?: (message: string) => void;
  /** How searches are bounded (tests shorten it). */
  searchPolicy?: RetryPolicy;
  /** How bookings and cancellations are bounded (tests shorten it). */
  orderPolicy?: RetryPolicy;
  now?: () => number;
}

/**
 * Fares from Duffel (https://duffel.com/docs/api), through its official
 * client. The client takes a `basePath` (default https://api.duffel.com),
 * which is how DUFFEL_API_URL points it at a stand-in in tests. A 429 is
 * not retried: until the rate limit resets every call answers 503 at once.
 */
export function createDuffelFareSource(settings: DuffelSettings): FareSource {
  // Loaded on the first call, not with the server: the client replaces
  // process.env with a copy of itself when it is loaded.
  let client: Promise<Duffel> | undefined;
  const duffelClient = () =>
    (client ??= import("@duffel/api").then(
      ({ Duffel }) =>
        new Duffel({
          token: settings.accessToken,
          basePath: settings.apiUrl,
          apiVersion: DUFFEL_API_VERSION,
        }),
    ));
  const now = settings.now ?? Date.now;
  const warn = settings.warn ?? (() => {});
  let limitedUntil = 0;
  // Set once Duffel answers 404 to a batch offer request: whole ones then.
  let batchesUnanswered = false;

  /** One call to Duffel, its failures classified for the guard. */
  async function call<T>(request: (duffel: Duffel) => Promise<T>): Promise<T> {
    if (now() < limitedUntil) {
      throw new DuffelRateLimited(Math.ceil((limitedUntil - now()) / 1000));
    }
    try {
      return await request(await duffelClient());
    } catch (error) {
      const classified = classify(error, now());
      if (classified instanceof DuffelRateLimited) {
        limitedUntil = now() + classified.retryAfter * 1000;
      }
      throw classified;
    }
  }

  /** The offer as Duffel sells it now; undefined once it is gone. */
  async function currentOffer(id: string): Promise<DuffelOffer | undefined> {
    try {
      return (await call((duffel) => duffel.offers.get(id))).data;
    } catch (error) {
      if (isOfferGone(refusalOf(error))) return undefined;
      throw error;
    }
  }

  /** The order an earlier attempt under this key placed, if any. */
  async function bookedUnder(request: PlaceOrderRequest) {
    const surname = request.passengers[0]?.surname;
    if (!surname) return undefined;
    const orders = await call((duffel) =>
      duffel.orders.list({ "passenger_name[]": [surname] }),
    );
    return orders.data.find(
      (order) =>
        order.metadata?.[ORDER_KEY_METADATA] === request.idempotencyKey,
    );
  }

  async function refusedUnlessBooked(
    request: PlaceOrderRequest,
    message: string,
    detail: string,
    field?: OrderField,
  ): Promise<PlaceOrderResult> {
    const booked = await bookedUnder(request);
    if (booked) return { ok: true, bookingReference: booked.booking_reference };
    warn(`Duffel did not book offer ${request.offer.id}: ${detail}`);
    return { ok: false, message, ...(field && { field }) };
  }

  function mapped(offers: DuffelListedOffer[]) {
    const skipped = new Map<string, number>();
    const kept = offers.flatMap((offer) => {
      const result = mapDuffelOffer(offer);
      if (result.ok) return [result.offer];
      skipped.set(result.reason, (skipped.get(result.reason) ?? 0) + 1);
      return [];
    });
    for (const [reason, count] of skipped) {
      warn(`Skipped ${count} Duffel offer(s) ${reason}`);
    }
    return kept;
  }

  /** The cheapest MAX_OFFERS of Duffel's offers, as the domain's. */
  const cheapestMapped = (offers: DuffelListedOffer[]) =>
    mapped(
      [...offers]
        .sort((a, b) => Number(a.total_amount) - Number(b.total_amount))
        .slice(0, MAX_OFFERS),
    );

  /**
   * A search as a batch offer request: each airline's offers as they come,
   * so the screen shows the first while the others are still asked.
   * Undefined when Duffel has no such route here (a 404 on creating it).
   */
  async function searchInBatches(
    trip: TripRequest,
    onProgress: Parameters<FareSource["searchOffers"]>[1],
  ) {
    const created = await call((duffel) =>
      duffel.batchOfferRequests.create({
        ...offerRequest(trip),
        supplier_timeout: SUPPLIER_TIMEOUT_MS,
      }),
    ).catch((error: unknown) => {
      if (refusalOf(error)?.status === 404) return undefined;
      throw error;
    });
    if (!created) return undefined;
    const { id, total_batches: asked } = created.data;
    const found: DuffelListedOffer[] = [];
    for (let remaining = created.data.remaining_batches; remaining > 0;) {
      const batch = await call((duffel) => duffel.batchOfferRequests.get(id));
      found.push(...batch.data.offers);
      remaining = batch.data.remaining_batches;
      if (remaining > 0 && batch.data.offers.length > 0 && onProgress) {
        await onProgress(cheapestMapped(found), {
          answered: asked - remaining,
          asked,
        });
      }
    }
    return cheapestMapped(found);
  }

  return {
    id: DUFFEL_SOURCE_ID,
    demo: false,
    searchPolicy: settings.searchPolicy ?? DUFFEL_SEARCH_POLICY,
    orderPolicy: settings.orderPolicy ?? DUFFEL_ORDER_POLICY,
    passengerFields: ["gender", "title"],
    async searchOffers(trip, onProgress) {
      if (!batchesUnanswered) {
        const inBatches = await searchInBatches(trip, onProgress);
        if (inBatches) return inBatches;
        batchesUnanswered = true;
        warn(
          "Duffel answered 404 to a batch offer request: searching with whole offer requests",
        );
      }
      const answer = await call((duffel) =>
        duffel.offerRequests.create({
          ...offerRequest(trip),
          return_offers: true,
          supplier_timeout: SUPPLIER_TIMEOUT_MS,
        }),
      );
      return cheapestMapped(answer.data.offers);
    },
    // Each date is an offer request of its own, against a rate limit: asked
    // only when the traveller asks for the strip (README: Fares).
    nearbyDatesOnRequest: true,
    async lowestPrices(trip, dates) {
      return priceEachDate(
        trip,
        dates,
        async (dayTrip) => {
          const answer = await call((duffel) =>
            duffel.offerRequests.create({
              ...offerRequest(dayTrip),
              return_offers: true,
              supplier_timeout: NEARBY_SUPPLIER_TIMEOUT_MS,
            }),
          );
          const totals = mapped(answer.data.offers).map(
            (offer) => offer.fare_options[0]?.price.total_cents ?? Infinity,
          );
          return totals.length ? Math.min(...totals) : null;
        },
        warn,
      );
    },
    async repriceOffer(_trip, offer) {
      const current = await currentOffer(offer.id);
      if (!current) return undefined;
      const [again] = mapped([current]);
      return again?.fare_options[0]?.price;
    },
    async placeOrder(request) {
      const current = await currentOffer(request.offer.id);
      if (!current) {
        return refusedUnlessBooked(request, DUFFEL_MESSAGES.gone, "gone");
      }
      const price = mapped([current])[0]?.fare_options[0]?.price;
      if (price?.total_cents !== request.fareOption.price.total_cents) {
        return refusedUnlessBooked(
          request,
          DUFFEL_MESSAGES.priceChanged,
          `now ${current.total_amount} ${current.total_currency}`,
        );
      }
      const body = orderBody(
        current,
        request.passengers,
        request.contact,
        request.idempotencyKey,
      );
      if (!body.ok) {
        return refusedUnlessBooked(
          request,
          DUFFEL_MESSAGES.refused,
          body.reason,
        );
      }
      try {
        const order = await call((duffel) => duffel.orders.create(body.body));
        return { ok: true, bookingReference: order.data.booking_reference };
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        const field = checkoutFieldOf(
          refusal.pointer,
          orderTravellers(request.passengers),
        );
        if (field) {
          return refusedUnlessBooked(
            request,
            DUFFEL_MESSAGES.fieldRefused,
            refusal.detail,
            field,
          );
        }
        return refusedUnlessBooked(
          request,
          isOfferGone(refusal) ? DUFFEL_MESSAGES.gone : DUFFEL_MESSAGES.refused,
          refusal.detail,
        );
      }
    },
    async cancelOrder({ bookingReference }) {
      const orders = await call((duffel) =>
        duffel.orders.list({ booking_reference: bookingReference }),
      );
      const order = orders.data.find(
        (o) => o.booking_reference === bookingReference,
      );
      if (!order) return { cancelled: false };
      if (order.cancelled_at) return { cancelled: true };
      try {
        const quote = await call((duffel) =>
          duffel.orderCancellations.create({ order_id: order.id }),
        );
        await call((duffel) =>
          duffel.orderCancellations.confirm(quote.data.id),
        );
        return { cancelled: true };
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        warn(`Duffel did not cancel ${bookingReference}: ${refusal.detail}`);
        return { cancelled: false };
      }
    },
  };
}
