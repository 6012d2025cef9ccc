import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type {
  FareOption,
  Offer,
  PriceBreakdown,
} from "../../domain/offers/offer";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import type { OrderRequest } from "../../domain/orders/order-contract";
import type { Queryable } from "../platform/db/database";

/** A round trip for 2 adults and 1 child, far enough ahead. */
export const TEST_TRIP: TripRequest = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: "2099-03-10",
  arrivalDate: "2099-03-17",
  adults: 2,
  children: 1,
};

export function testPrice(base_cents: number, travellers = 3): PriceBreakdown {
  const taxes = [
    {
      code: "ATSC",
      name: "Air Travellers Security Charge",
      amount_cents: 4_401,
    },
    { code: "AIF", name: "Airport Improvement Fee", amount_cents: 9_000 },
    { code: "GST", name: "GST", amount_cents: Math.round(base_cents * 0.05) },
  ];
  const total_cents =
    base_cents + taxes.reduce((sum, tax) => sum + tax.amount_cents, 0);
  return { currency: "CAD", base_cents, taxes, total_cents, travellers };
}

const fareOption = (id: string, base: number): FareOption => ({
  id,
  name: id.endsWith("basic") ? "basic" : "standard",
  baggage: { carry_on: 1, checked: id.endsWith("basic") ? 0 : 1 },
  seat_choice: "paid",
  changes: { allowed: !id.endsWith("basic"), fee_cents: 0 },
  refund: "credit",
  price: testPrice(base),
  points: 0,
  seats_left: 4,
});

const segment = (from: string, to: string, day: string, time: string) => ({
  carrier: { code: "AC", name: "Air Canada" },
  flight_number: "AC 113",
  from: { iata: from, city: from, at: `${day}T${time}` },
  to: { iata: to, city: to, at: `${day}T23:10` },
  duration_minutes: 300,
});

/** An offer with a basic and a standard option (ids `<offerId>-basic`, `-standard`). */
export function testOffer(offerId = `offer-${randomUUID()}`): Offer {
  return {
    id: offerId,
    owner: { code: "AC", name: "Air Canada" },
    slices: [
      {
        id: `${offerId}-out`,
        segments: [segment("YYZ", "YVR", "2099-03-10", "08:00")],
        connections: [],
        duration_minutes: 300,
      },
      {
        id: `${offerId}-back`,
        segments: [segment("YVR", "YYZ", "2099-03-17", "13:00")],
        connections: [],
        duration_minutes: 280,
      },
    ],
    fare_options: [
      fareOption(`${offerId}-basic`, 90_000),
      fareOption(`${offerId}-standard`, 120_000),
    ],
    expires_at: "2099-03-01T00:00:00.000Z",
  };
}

/** A search session row, as the fares routes store it; answers its id. */
export async function insertSearchSession(
  db: Queryable,
  {
    trip = TEST_TRIP,
    offers = [testOffer()],
    expiresAt = new Date(Date.now() + 30 * 60_000),
  }: { trip?: TripRequest; offers?: Offer[]; expiresAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into search_sessions (id, trip, status, offers, calendar, source, expires_at)
     values ($1, $2, 'complete', $3, '[]', 'fake', $4)`,
    [id, JSON.stringify(trip), JSON.stringify(offers), expiresAt.toISOString()],
  );
  return id;
}

export const TEST_PASSENGERS: OrderRequest["passengers"] = [
  {
    type: "adult",
    given_names: "Ada Marie",
    surname: "Tremblay",
    date_of_birth: "2060-04-02",
  },
  {
    type: "adult",
    given_names: "Jean-Luc",
    surname: "O'Neil",
    date_of_birth: "2065-06-15",
  },
  {
    type: "child",
    given_names: "Zoé",
    surname: "Tremblay",
    date_of_birth: "2090-05-01",
  },
];

/** A valid order for the session's offer's basic option. */
export function testOrderRequest(
  sessionId: string,
  offer: Offer,
  paymentMethod: OrderRequest["payment_method"],
  extra: Partial<OrderRequest> = {},
): OrderRequest {
  const option = offer.fare_options[0];
  if (!option) throw new Error("The test offer has no fare option.");
  return {
    search_session_id: sessionId,
    offer_id: offer.id,
    fare_option_id: option.id,
    passengers: TEST_PASSENGERS,
    contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
    payment_method: paymentMethod,
    expected_total_cents: option.price.total_cents,
    ...extra,
  };
}

/** POST /api/payment/card with a test card; answers the pm_ token. */
export async function cardToken(
  app: FastifyInstance,
  number = "4242 4242 4242 4242",
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/payment/card",
    headers,
    payload: {
      number,
      exp_month: 12,
      exp_year: 2098,
      cvc: "123",
      name: "Ada Tremblay",
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.payment_method;
}

/** POST /api/order under an Idempotency-Key (none when `key` is undefined). */
export function postOrder(
  app: FastifyInstance,
  payload: unknown,
  key: string | undefined,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/order",
    headers: {
      ...(key === undefined ? {} : { "idempotency-key": key }),
      ...headers,
    },
    payload: payload as object,
  });
}
