import { isSupportedCurrency, pointsEarned, pointsValue } from "./earn-rules";

describe("pointsEarned", () => {
  it("earns 5 points per US dollar, converting Canadian dollars", () => {
    expect(pointsEarned({ amount_cents: 10_000, currency: "USD" }, 5)).toBe(
      500,
    );
    expect(pointsEarned({ amount_cents: 28_900, currency: "CAD" }, 5)).toBe(
      1055,
    );
    expect(pointsEarned({ amount_cents: 0, currency: "CAD" }, 5)).toBe(0);
  });

  it("follows the configured rate", () => {
    expect(pointsEarned({ amount_cents: 10_000, currency: "USD" }, 2.5)).toBe(
      250,
    );
  });

  it("applies the campaigns: campaign2 doubles, campaign4 fixes 200", () => {
    const fare = { amount_cents: 28_900, currency: "CAD" };
    expect(pointsEarned({ ...fare, campaign: "campaign2" }, 5)).toBe(2110);
    expect(pointsEarned({ ...fare, campaign: "campaign4" }, 5)).toBe(200);
    expect(pointsEarned({ ...fare, campaign: "spring-sale" }, 5)).toBe(1055);
  });

  it("refuses a currency it has no rate for", () => {
    expect(isSupportedCurrency("EUR")).toBe(false);
    expect(isSupportedCurrency("toString")).toBe(false);
    expect(() =>
      pointsEarned({ amount_cents: 100, currency: "EUR" }, 5),
    ).toThrow("Currency EUR is not supported.");
  });
});

describe("pointsValue", () => {
  it("is one US cent per point", () => {
    expect(pointsValue(1_000)).toEqual({
      amount_cents: 1_000,
      currency: "USD",
    });
  });
});
