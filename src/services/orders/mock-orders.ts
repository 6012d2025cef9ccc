import type { SearchSessionAnswer } from "../../../domain/offers/search-session-contract";
import type {
  OrderAnswer,
  OrderRequest,
} from "../../../domain/orders/order-contract";
import type {
  CardRequest,
  PaymentMethodAnswer,
} from "../../../domain/payments/payment-contract";
import { ApiRequestError } from "../api-client";
import {
  DEFAULT_CAD_PER_USD,
  splitPayment,
} from "../../../domain/points/points-toward-booking";
import { SAMPLE_OFFER } from "./sample-offer";

/**
 * Mock mode's payments and orders (deploy previews), kept in memory for the
 * visit, with the test provider's behaviour: 4242… pays, 4000…0002 is
 * declined when the order is placed, any other number is refused.
 */
const TEST_CARDS: Record<string, string> = {
  // The brand names the API gives (card-validator's niceType).
  "4242424242424242": "Visa",
  "5555555555554444": "Mastercard",
  "378282246310005": "American Express",
  "4000000000000002": "Visa",
};
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

export function mockCreatePaymentMethod(
  card: CardRequest,
): PaymentMethodAnswer {
  const brand = TEST_CARDS[card.number];
  if (!brand) {
    throw new ApiRequestError(
      "This is a test payment: only test cards work, like 4242 4242 4242 4242.",
      402,
    );
  }
  const declines = card.number === "4000000000000002";
  return {
    payment_method: `pm_mock_${declines ? "decline" : "ok"}_${card.number.slice(-4)}`,
    brand,
    last4: card.number.slice(-4),
    test: true,
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

export async function mockPlaceOrder(
  request: OrderRequest,
  key: string,
): Promise<OrderAnswer> {
  const replay = ordersByKey.get(key);
  if (replay) return replay;
  if (request.payment_method?.startsWith("pm_mock_decline")) {
    throw new ApiRequestError("Your card was declined.", 402);
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
  if (points > 0) {
    const { mockSpend } = await import("../user/mock-account");
    mockSpend(points);
  }
  const id = `mock-order-${ordersById.size + 1}`;
  const sample = sampleOrder(id);
  const order: OrderAnswer = {
    ...sample,
    fare_option: fare,
    price: fare.price,
    passengers: request.passengers,
    contact: request.contact,
    payment: {
      ...sample.payment,
      ...(split.card_cents === 0 && { brand: null, last4: null }),
      card_cents: split.card_cents,
      points_spent: points,
      points_cents: split.points_cents,
    },
  };
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
