import type { OrderRequest } from "../../domain/orders/order-contract";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  TEST_PASSENGERS,
  TEST_TRIP,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";

// POST /api/order refuses bad input with 400 naming each field, charging nothing.
const served = serveTestApp({}, { fareSource: createFakeFareSource() });
const app = served.app;
const db = () => served.database();

let valid: OrderRequest;

beforeAll(async () => {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  valid = testOrderRequest(sessionId, offer, await cardToken(app()));
});

const [adult, secondAdult, child] = TEST_PASSENGERS as [
  OrderRequest["passengers"][number],
  OrderRequest["passengers"][number],
  OrderRequest["passengers"][number],
];
const withPassenger =
  (index: number, change: object) => (body: OrderRequest) => ({
    ...body,
    passengers: body.passengers.map((p, i) =>
      i === index ? { ...p, ...change } : p,
    ),
  });
const withContact = (change: object) => (body: OrderRequest) => ({
  ...body,
  contact: { ...body.contact, ...change },
});
const without = (field: keyof OrderRequest) => (body: OrderRequest) => {
  const copy: Partial<OrderRequest> = { ...body };
  delete copy[field];
  return copy;
};

type Change = (body: OrderRequest) => unknown;

describe("POST /api/order validation", () => {
  it.each<[string, Change, string, string | RegExp]>([
    [
      "an empty given name",
      withPassenger(0, { given_names: "  " }),
      "passengers.0.given_names",
      "Enter the given names as on the passport.",
    ],
    [
      "digits in a surname",
      withPassenger(1, { surname: "Tr3mblay" }),
      "passengers.1.surname",
      "Use letters only in the surname.",
    ],
    [
      "a 61-character surname",
      withPassenger(0, { surname: "A".repeat(61) }),
      "passengers.0.surname",
      /at most 60/,
    ],
    [
      "a missing surname",
      withPassenger(2, { surname: undefined }),
      "passengers.2.surname",
      /surname/,
    ],
    [
      "an unknown passenger type",
      withPassenger(0, { type: "infant" }),
      "passengers.0.type",
      "Choose adult or child.",
    ],
    [
      "a date of birth that is not a date",
      withPassenger(1, { date_of_birth: "2060-02-30" }),
      "passengers.1.date_of_birth",
      /real date/,
    ],
    [
      "an adult under 12 on the departure date",
      withPassenger(1, { date_of_birth: "2087-03-11" }),
      "passengers.1.date_of_birth",
      "An adult is 12 or older on the travel date.",
    ],
    [
      "a child of 12 on the departure date",
      withPassenger(2, { date_of_birth: "2087-03-10" }),
      "passengers.2.date_of_birth",
      "A child is under 12 on the travel date.",
    ],
    [
      "a birth after the travel date",
      withPassenger(2, { date_of_birth: "2099-04-01" }),
      "passengers.2.date_of_birth",
      "The date of birth is after the travel date.",
    ],
    [
      "a missing child",
      (b) => ({ ...b, passengers: [adult, secondAdult] }),
      "passengers",
      "This fare is for 2 adults and 1 child: enter each traveller once.",
    ],
    [
      "a child entered as an adult",
      (b) => ({
        ...b,
        passengers: [
          adult,
          secondAdult,
          { ...child, type: "adult", date_of_birth: "2060-01-01" },
        ],
      }),
      "passengers",
      /2 adults and 1 child/,
    ],
    [
      "no passengers",
      (b) => ({ ...b, passengers: [] }),
      "passengers",
      /at least|>=1/i,
    ],
    [
      "an e-mail without a domain",
      withContact({ email: "ada@" }),
      "contact.email",
      "Enter an e-mail address, like name@example.com.",
    ],
    [
      "a missing e-mail",
      withContact({ email: undefined }),
      "contact.email",
      /e-mail/,
    ],
    [
      "letters in the phone",
      withContact({ phone: "call me" }),
      "contact.phone",
      "Enter a phone number, like +1 416 555 0100.",
    ],
    [
      "a short phone",
      withContact({ phone: "555-01" }),
      "contact.phone",
      /phone number/,
    ],
    [
      "a card number instead of a token",
      (b) => ({ ...b, payment_method: "4242424242424242" }),
      "payment_method",
      "Enter the card again.",
    ],
    [
      "a fractional total",
      (b) => ({ ...b, expected_total_cents: 10.5 }),
      "expected_total_cents",
      /int/i,
    ],
    [
      "a malformed session id",
      (b) => ({ ...b, search_session_id: "abc" }),
      "search_session_id",
      "Search again: this search is unknown.",
    ],
    ["a missing offer", without("offer_id"), "offer_id", /.+/],
    [
      "an unknown fare option",
      (b) => ({ ...b, fare_option_id: "premium" }),
      "fare_option_id",
      "Choose one of this fare's options.",
    ],
    [
      "an unknown field",
      (b) => ({ ...b, card_number: "4242424242424242" }),
      "body",
      /card_number|Unrecognized/i,
    ],
  ])("refuses %s", async (_label, change, field, why) => {
    const response = await postOrder(app(), change(valid), `v-${field}`);
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json();
    expect(Object.keys(fields)).toContain(field);
    expect(fields[field]).toMatch(why);
    expect(message).toContain(field);
  });

  it("names every failing passenger field at once", async () => {
    const response = await postOrder(
      app(),
      {
        ...valid,
        passengers: [
          { ...adult, date_of_birth: "2095-01-01" },
          secondAdult,
          { ...child, date_of_birth: "2070-01-01" },
        ],
      },
      "v-several",
    );
    expect(Object.keys(response.json().fields)).toEqual([
      "passengers.0.date_of_birth",
      "passengers.2.date_of_birth",
    ]);
  });

  it("accepts a child who turns 12 the day after departure", async () => {
    const response = await postOrder(
      app(),
      withPassenger(2, { date_of_birth: "2087-03-11" })(valid),
      "v-birthday",
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["no Idempotency-Key", undefined],
    ["an empty one", ""],
    ["one with spaces", "my key"],
    ["one of 101 characters", "k".repeat(101)],
  ])("refuses %s with 400 naming the header", async (_label, key) => {
    const response = await postOrder(app(), valid, key);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields["idempotency-key"]).toMatch(
      /Idempotency-Key header/,
    );
  });

  it("charged nothing for any refused request", async () => {
    const [row] = await db().query<{ n: number }>(
      "select count(*)::integer as n from test_payments",
    );
    expect(row?.n).toBe(1); // the birthday order only
    expect(TEST_TRIP.departureDate).toBe("2099-03-10");
  });
});
