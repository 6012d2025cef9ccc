import { ORDER_POLL_LIMIT, orderPollDelay } from "./order-polling";

const delays = Array.from({ length: ORDER_POLL_LIMIT }, (_, poll) =>
  orderPollDelay(poll),
);

describe("orderPollDelay", () => {
  it("asks every 2 s for the first half-minute", () => {
    expect(delays.slice(0, 15)).toEqual(Array(15).fill(2_000));
  });

  it("then backs off, never more than 10 s apart", () => {
    expect(delays.slice(15, 19)).toEqual([3_000, 4_500, 6_750, 10_000]);
    expect(Math.max(...(delays as number[]))).toBe(10_000);
  });

  it("stops after a few minutes, well past the server's minute", () => {
    const total = (delays as number[]).reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(3 * 60_000);
    expect(total).toBeLessThan(5 * 60_000);
    expect(orderPollDelay(ORDER_POLL_LIMIT)).toBeNull();
  });
});
