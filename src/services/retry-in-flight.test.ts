import { sampleOrder } from "./orders/mock-orders";
import { placeOrder } from "./orders/place-order";
import { redeemPoints } from "./points/redeem-points";
import { IN_FLIGHT_CALLS } from "./retry-in-flight";

// A 409 with Retry-After means the first request under the same key is still
// being processed: the call waits that long and asks again with the same key.
const fetchMock = jest.fn();
const answer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
});
const IN_FLIGHT = answer(
  409,
  { message: "This request is still being processed. Try again in a moment." },
  { "retry-after": "1" },
);
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => init.headers["idempotency-key"]);

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  delete process.env.GATSBY_API_URL;
});

afterEach(() => {
  jest.useRealTimers();
});

const redemption = { points: 1000, method: "cash-back" } as const;

describe("a request still in flight", () => {
  it("is asked again after Retry-After, with the same key, until it answers", async () => {
    fetchMock
      .mockResolvedValueOnce(IN_FLIGHT)
      .mockResolvedValueOnce(IN_FLIGHT)
      .mockResolvedValueOnce(answer(200, { data: { points: 1500 } }));
    const redeemed = redeemPoints(redemption, "key-1");
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(redeemed).resolves.toBe(1500);
    expect(keysSent()).toEqual(["key-1", "key-1", "key-1"]);
  });

  it("places the order once it is done, under the same key", async () => {
    const order = sampleOrder("order-1");
    fetchMock
      .mockResolvedValueOnce(IN_FLIGHT)
      .mockResolvedValueOnce(answer(201, { data: order }));
    const placed = placeOrder(
      {
        search_session_id: "s",
        offer_id: "o",
        fare_option_id: "f",
        passengers: order.passengers,
        contact: order.contact,
        payment_method: "pm_1",
        expected_total_cents: 1,
      },
      "order-key",
    );
    await jest.advanceTimersByTimeAsync(1000);
    await expect(placed).resolves.toEqual(order);
    expect(keysSent()).toEqual(["order-key", "order-key"]);
  });

  it("is given up after a few calls, failing with the server's message", async () => {
    fetchMock.mockResolvedValue(IN_FLIGHT);
    const redeemed = redeemPoints(redemption, "key-2");
    const failed = expect(redeemed).rejects.toMatchObject({
      status: 409,
      retryAfter: 1,
      message: "This request is still being processed. Try again in a moment.",
    });
    await jest.advanceTimersByTimeAsync(60_000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(IN_FLIGHT_CALLS);
  });

  it.each([
    [409, "You have 0 points; you can't redeem 1,000."],
    [
      422,
      "This Idempotency-Key was already used for a different redemption; use a new key.",
    ],
  ])(
    "is not assumed from a %i without Retry-After, whose message shows",
    async (status, message) => {
      fetchMock.mockResolvedValue(answer(status, { message }));
      await expect(redeemPoints(redemption, "key-3")).rejects.toMatchObject({
        status,
        message,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );
});
