import { pointsValue } from "./point-value";

describe("pointsValue", () => {
  it("is one US cent per point (100 points = US$1)", () => {
    expect(pointsValue(1_000)).toEqual({
      amount_cents: 1_000,
      currency: "USD",
    });
    expect(pointsValue(0)).toEqual({ amount_cents: 0, currency: "USD" });
  });
});
