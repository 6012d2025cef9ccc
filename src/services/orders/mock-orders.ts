import {
  DEMO_BIRTH_DATE_REFUSED,
  DEMO_BOOKING_REFUSED,
  refusedField,
  refusesBooking,
} from "../../../domain/fares/demo/booking-refusal";
import type { SearchSessionAnswer } from "../../../domain/offers/search-session-contract";
import type {
  OrderAnswer,
  OrderRequest,
} from "../../../domain/orders/order-contract";
import { ApiRequestError } from "../api-client";
import {
  DEFAULT_CAD_PER_USD,
  splitPayment,
} from "../../../domain/points/points-toward-booking";
import { MOCK_CAPTURE_REFUSED, MOCK_DECLINED, mockCardOf } from "./mock-cards";
import { SAMPLE_OFFER } from "./sample-offer";

/**
 * Mock mode's orders (deploy previews), kept in memory for the visit, with
 * the API's steps: the card is authorized (mock-cards.ts), the fare booked
 * (refused, as by the demo source, when the lead traveller is named
 * Bookfail), then the card captured.
 */
const ordersByKey = new Map<string, OrderAnswer>();
const ordersById = new Map<string, OrderAnswer>();

/** The checkout a deploy preview can open: /checkout?sessionId=mock-checkout&offer=mock-offer-1&fare=standard */
export const MOCK_CHECKOUT_SESSION = "mock-checkout";

export function mockCheckoutSession(): SearchSessionAnswer {
  return {
    sessionId: MOCK_CHECKOUT_SESSION,
    status: "complete",
    trip: {
      departure: "YYZ",
      arrival: "YVR",
      departureDate: "2026-07-10",
      arrivalDate: "2026-07-17",
      adults: 1,
      children: 0,
    },
    offers: [SAMPLE_OFFER],
    calendar: [],
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    source: { id: "mock", demo: true },
  };
}

export function sampleOrder(sessionId: string): OrderAnswer {
  const fare = SAMPLE_OFFER.fare_options[1]!;
  return {
    session_id: sessionId,
    status: "confirmed",
    failure: null,
    booking_reference: "NF7Q2K",
    offer: SAMPLE_OFFER,
    fare_option: fare,
    passengers: [
      {
        type: "adult",
        given_names: "Alex",
        surname: "Martin",
        date_of_birth: "1988-04-12",
      },
    ],
    contact: { email: "alex.martin@example.com", phone: "+1 416 555 0100" },
    price: fare.price,
    payment: {
      status: "captured",
      brand: "Visa",
      last4: "4242",
      test: true,
      card_cents: fare.price.total_cents,
      points_spent: 0,
      points_cents: 0,
    },
    points: {
      earned: fare.points,
      status: "pending",
      available_on: "2026-07-19",
    },
    created_at: "2026-06-01T12:00:00Z",
    demo: true,
  };
}

/** An order that ended unbooked: no reference, the hold released, no points. */
function failedOrder(
  order: OrderAnswer,
  failure: NonNullable<OrderAnswer["failure"]>,
): OrderAnswer {
  return {
    ...order,
    status: "failed",
    failure,
    booking_reference: null,
    payment: { ...order.payment, status: "voided" },
    points: { earned: 0, status: "none", available_on: null },
  };
}

export async function mockPlaceOrder(
  request: OrderRequest,
  key: string,
): Promise<OrderAnswer> {
  const replay = ordersByKey.get(key);
  if (replay) return replay;
  const card = request.payment_method
    ? mockCardOf(request.payment_method)
    : undefined;
  if (card?.outcome === "decline") {
    throw new ApiRequestError(MOCK_DECLINED, 402);
  }
  const offer = SAMPLE_OFFER;
  const fare =
    offer.fare_options.find((option) => option.id === request.fare_option_id) ??
    offer.fare_options[0]!;
  const points = request.points_to_spend ?? 0;
  // The API's rate by default: previews show the split the API would make.
  const split = splitPayment(
    fare.price.total_cents,
    points,
    DEFAULT_CAD_PER_USD,
  );
  const id = `mock-order-${ordersById.size + 1}`;
  const sample = sampleOrder(id);
  const placed: OrderAnswer = {
    ...sample,
    fare_option: fare,
    price: fare.price,
    passengers: request.passengers,
    contact: request.contact,
    payment: {
      ...sample.payment,
      brand: card?.brand ?? null,
      last4: card?.last4 ?? null,
      card_cents: split.card_cents,
      points_spent: points,
      points_cents: split.points_cents,
    },
  };
  // The API's steps: authorize, book, capture; a refused booking comes first.
  const field = refusedField(request.passengers);
  const order = refusesBooking(request.passengers)
    ? failedOrder(placed, {
        reason: "booking_refused",
        message: DEMO_BOOKING_REFUSED,
      })
    : field
      ? failedOrder(placed, {
          reason: "booking_refused",
          message: DEMO_BIRTH_DATE_REFUSED,
          field,
        })
      : card?.outcome === "capturefail"
        ? failedOrder(placed, {
            reason: "capture_failed",
            message: MOCK_CAPTURE_REFUSED,
          })
        : placed;
  // A failed order gives its points back: only a confirmed one spends them.
  if (points > 0 && order.status === "confirmed") {
    const { mockSpend } = await import("../user/mock-account");
    mockSpend(points, id);
  }
  ordersByKey.set(key, order);
  ordersById.set(id, order);
  return order;
}

export function mockFetchOrder(sessionId: string): OrderAnswer {
  const order = ordersById.get(sessionId);
  if (order) return order;
  if (sessionId.startsWith("mock-order")) return sampleOrder(sessionId);
  throw new ApiRequestError("We can't find this order.", 404);
}
