import { navigate } from "gatsby";
import {
  fillBirthDate,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from "../../test-utils";
import type { SessionOfferAnswer } from "../../../domain/offers/search-session-contract";
import { readPendingOrder } from "../../lib/booking/pending-order";
import { loadStripeFor } from "../../lib/payments/load-stripe";
import { fetchCheckoutOffer } from "../../services/orders/fetch-checkout-offer";
import { mockCheckoutSession } from "../../services/orders/mock-orders";
import { startPaymentIntent } from "../../services/orders/start-payment-intent";
import { CheckoutScreen } from "./checkout-screen";

// With Stripe, checkout mounts Stripe's Payment Element (Stripe.js faked
// here; the browser test runs a stand-in of it) and pays through it.

jest.mock("../../services/orders/fetch-checkout-offer");
jest.mock("../../services/orders/start-payment-intent");
jest.mock("../../lib/payments/load-stripe");
jest.mock("../../lib/payments/stripe-document", () => ({
  documentAllowsStripe: () => true,
}));

const { sessionId, trip, offers, expires_at, source } = mockCheckoutSession();
const offer = offers[0]!;
const fare = offer.fare_options[1]!;
const checkout: SessionOfferAnswer = {
  sessionId,
  trip,
  offer,
  fare_option: fare,
  expires_at,
  source,
  payment: { provider: "stripe", publishable_key: "pk_test_fromapi" },
};

const elements = {
  create: jest.fn(() => ({ mount: jest.fn() })),
  update: jest.fn(),
  submit: jest.fn(async () => ({})),
};
const stripe = {
  elements: jest.fn(() => elements),
  confirmPayment: jest.fn(),
};
const INTENT = {
  payment_intent: "pi_fromapi123",
  client_secret: "pi_fromapi123_secret_abc",
  publishable_key: "pk_test_fromapi",
  amount_cents: fare.price.total_cents,
  currency: "CAD" as const,
};

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(navigate).mockClear();
  jest.mocked(fetchCheckoutOffer).mockResolvedValue(checkout);
  jest.mocked(startPaymentIntent).mockReset().mockResolvedValue(INTENT);
  jest.mocked(loadStripeFor).mockResolvedValue(stripe as never);
  stripe.confirmPayment.mockReset();
  stripe.elements.mockClear();
  window.history.replaceState(
    null,
    "",
    `/checkout?sessionId=${sessionId}&offer=${offer.id}&fare=${fare.id}`,
  );
});

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function openFilled() {
  renderWithProviders(<CheckoutScreen />);
  await screen.findByRole("button", { name: /^Pay / });
  await waitFor(() => expect(elements.create).toHaveBeenCalledWith("payment"));
  type("Given names", "Ana");
  type("Surname", "Silva");
  fillBirthDate("1990-05-01");
  type("E-mail", "ana@example.com");
  type("Phone", "+1 416 555 0100");
}

describe("checkout with Stripe", () => {
  it("shows Stripe's Payment Element for the card part, with the publishable key from the API, and none of our card fields", async () => {
    await openFilled();
    expect(loadStripeFor).toHaveBeenCalledWith("pk_test_fromapi");
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: "payment",
        amount: fare.price.total_cents,
        currency: "cad",
        captureMethod: "manual",
      }),
    );
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(screen.queryByLabelText("CVC")).toBeNull();
  });

  it("keeps Pay disabled until Stripe's fields are there to pay with", async () => {
    let loaded!: (value: never) => void;
    jest
      .mocked(loadStripeFor)
      .mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    renderWithProviders(<CheckoutScreen />);
    const pay = await screen.findByRole("button", { name: /^Pay / });
    expect(pay).toBeDisabled();
    loaded(stripe as never);
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it("says a refused card in words, keeps the form, and pays again under the same order key", async () => {
    stripe.confirmPayment
      .mockResolvedValueOnce({
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds.",
        },
      })
      .mockResolvedValueOnce({
        paymentIntent: {
          id: INTENT.payment_intent,
          status: "requires_capture",
        },
      });
    await openFilled();
    fireEvent.click(screen.getByRole("button", { name: /^Pay / }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your card was declined for insufficient funds. Use another card.",
    );
    expect(screen.getByLabelText("Given names")).toHaveValue("Ana");
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: /^Pay / }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/processing"));
    const [first, second] = jest.mocked(startPaymentIntent).mock.calls;
    expect(second![1]).toBe(first![1]);
    const pending = readPendingOrder();
    expect(pending?.idempotencyKey).toBe(first![1]);
    expect(pending?.request.payment_intent).toBe(INTENT.payment_intent);
    expect(JSON.stringify(pending)).not.toMatch(/4242|cvc|exp_/i);
    expect(stripe.confirmPayment).toHaveBeenLastCalledWith({
      elements,
      clientSecret: INTENT.client_secret,
      confirmParams: {
        return_url: `http://localhost/processing?order=${first![1]}`,
      },
      redirect: "if_required",
    });
  });
});
