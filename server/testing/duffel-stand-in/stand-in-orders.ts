import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Offer as DuffelOffer, Order } from "@duffel/api/types";
import {
  duffelError,
  notFound,
  offerGone,
  parse,
  send,
} from "./stand-in-answers";
import {
  orderBody,
  orderCancellationBody,
  orderListQuery,
} from "./duffel-schemas";

type ListedOffer = Omit<DuffelOffer, "available_services">;

/** What the order routes share with the stand-in's searches. */
export interface OrderBook {
  offers: Map<string, ListedOffer>;
  /** Offers no longer sold: booked, or withdrawn by a test. */
  gone: Set<string>;
  orders: Order[];
}

/**
 * Instant orders paid from the balance for exactly the offer's total, by
 * the offer's passenger ids; the orders list with its filters; and order
 * cancellations, a quote then its confirmation.
 */
export function orderRoutes(
  app: FastifyInstance,
  { offers, gone, orders }: OrderBook,
) {
  const cancellations = new Map<string, { id: string; order_id: string }>();

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
        duffelError(
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
        duffelError(
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
        return send(reply, 404, notFound("No such cancellation"));
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
}
