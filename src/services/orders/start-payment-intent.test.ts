import { ApiRequestError } from "../api-client";
import { startPaymentIntent } from "./start-payment-intent";

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  delete process.env.GATSBY_API_URL;
});

const REQUEST = {
  search_session_id: "session",
  offer_id: "offer",
  fare_option_id: "offer-basic",
  expected_total_cents: 123_45,
};

describe("startPaymentIntent", () => {
  it("asks for the intent under the order's Idempotency-Key", async () => {
    const intent = {
      payment_intent: "pi_123456789",
      client_secret: "pi_123456789_secret_x",
      publishable_key: "pk_test_x",
      amount_cents: 123_45,
      currency: "CAD",
    };
    fetchMock.mockResolvedValue(answer(200, { data: intent }));
    await expect(startPaymentIntent(REQUEST, "order-key")).resolves.toEqual(
      intent,
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/payment/intent");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual(REQUEST);
    expect(new Headers(init.headers).get("idempotency-key")).toBe("order-key");
  });

  it("passes a changed price on as a 409", async () => {
    fetchMock.mockResolvedValue(answer(409, { message: "The price is now" }));
    await expect(startPaymentIntent(REQUEST, "k")).rejects.toEqual(
      new ApiRequestError("The price is now", 409),
    );
  });
});
