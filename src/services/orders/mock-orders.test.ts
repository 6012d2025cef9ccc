import { DEMO_BOOKING_REFUSED } from "../../../domain/fares/demo/booking-refusal";
import {
  orderAnswerSchema,
  type OrderRequest,
} from "../../../domain/orders/order-contract";
import { createPaymentMethod } from "./create-payment-method";
import { fetchOrder } from "./fetch-order";
import { placeOrder } from "./place-order";
import { SAMPLE_OFFER } from "./sample-offer";

// Mock mode (deploy previews) fails an order as the API does: the demo
// source refuses a Bookfail booking, the 0341 test card's capture fails.

const fare = SAMPLE_OFFER.fare_options[0]!;
let keys = 0;

async function order(cardNumber: string, surname = "Martin") {
  const { payment_method } = await createPaymentMethod({
    number: cardNumber,
    exp_month: 12,
    exp_year: 2040,
    cvc: "123",
    name: "Alex Martin",
  });
  const request: OrderRequest = {
    search_session_id: "6f1c1f5e-3c1b-4d8e-9a47-2f0f3b9d6a10",
    offer_id: SAMPLE_OFFER.id,
    fare_option_id: fare.id,
    passengers: [
      {
        type: "adult",
        given_names: "Alex",
        surname,
        date_of_birth: "1988-04-12",
      },
    ],
    contact: { email: "alex@example.com", phone: "+1 416 555 0100" },
    payment_method,
    expected_total_cents: fare.price.total_cents,
  };
  keys += 1;
  return placeOrder(request, `key-${keys}`);
}

beforeEach(() => {
  process.env.GATSBY_API_URL = "mock";
});

afterEach(() => {
  delete process.env.GATSBY_API_URL;
});

describe("mock mode's orders", () => {
  it("confirms an order paid with a good card, in the API's answer shape", async () => {
    const placed = await order("5555555555554444");
    expect(orderAnswerSchema.parse(placed)).toEqual(placed);
    expect(placed).toMatchObject({
      status: "confirmed",
      failure: null,
      booking_reference: expect.stringMatching(/^[A-Z0-9]{6}$/),
      payment: {
        status: "captured",
        brand: "Mastercard",
        last4: "4444",
        card_cents: fare.price.total_cents,
        points_spent: 0,
        points_cents: 0,
      },
    });
    await expect(fetchOrder(placed.session_id)).resolves.toEqual(placed);
  });

  it("fails the order, unbooked and uncharged, when the lead traveller is named Bookfail", async () => {
    const placed = await order("4242424242424242", "bookfail");
    expect(orderAnswerSchema.parse(placed)).toEqual(placed);
    expect(placed).toMatchObject({
      status: "failed",
      failure: { reason: "booking_refused", message: DEMO_BOOKING_REFUSED },
      booking_reference: null,
      payment: { status: "voided", last4: "4242" },
      points: { earned: 0, status: "none" },
    });
    await expect(fetchOrder(placed.session_id)).resolves.toEqual(placed);
  });

  it("fails the order over the lead traveller's date of birth when they are named Birthfail", async () => {
    const placed = await order("4242424242424242", "Birthfail");
    expect(orderAnswerSchema.parse(placed)).toEqual(placed);
    expect(placed).toMatchObject({
      status: "failed",
      failure: {
        reason: "booking_refused",
        field: "passengers.0.date_of_birth",
      },
      payment: { status: "voided" },
    });
  });

  it("fails the order when the 4000 0000 0000 0341 card's capture is refused", async () => {
    const placed = await order("4000000000000341");
    expect(orderAnswerSchema.parse(placed)).toEqual(placed);
    expect(placed).toMatchObject({
      status: "failed",
      failure: {
        reason: "capture_failed",
        message: "The card issuer refused to complete this payment.",
      },
      booking_reference: null,
      payment: { status: "voided", brand: "Visa", last4: "0341" },
    });
  });

  it("declines the 4000 0000 0000 0002 card with 402, writing no order", async () => {
    await expect(order("4000000000000002")).rejects.toMatchObject({
      status: 402,
      message: "Your card was declined.",
    });
  });
});
