import featuredTrips from "../../content/featured-trips.json";
import {
  isSupportedCurrency,
  pointsEarned,
  pointsValue,
  SUPPORTED_CURRENCIES,
} from "./earn-rules";

describe("pointsEarned", () => {
  it.each([
    [10_000, "USD", 500],
    [28_900, "CAD", 1_055], // US$210.97 → 211 dollars
    [0, "CAD", 0],
    [49, "USD", 0], // under half a dollar
    [50, "USD", 5], // half a dollar rounds up
    [100_000_000, "CAD", 3_650_000],
  ])(
    "earns %i cents %s → %i points at 5 a dollar",
    (cents, currency, points) => {
      expect(pointsEarned({ amount_cents: cents, currency }, 5)).toBe(points);
    },
  );

  it("reproduces the points of every featured trip", () => {
    const trips = Object.values(featuredTrips.markets).flat();
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      const purchase = { amount_cents: trip.priceCents, currency: "CAD" };
      expect({
        trip: trip.destination,
        points: pointsEarned(purchase, 5),
      }).toEqual({ trip: trip.destination, points: trip.pointsValue });
    }
  });

  it("follows the configured rate per dollar", () => {
    const fare = { amount_cents: 10_000, currency: "USD" };
    expect(pointsEarned(fare, 10)).toBe(1_000);
    expect(pointsEarned(fare, 2.5)).toBe(250);
    expect(pointsEarned({ amount_cents: 100, currency: "USD" }, 2.5)).toBe(3);
    expect(pointsEarned(fare, 0)).toBe(0);
  });

  it("applies the campaigns: campaign2 doubles, campaign4 fixes 200", () => {
    const fare = { amount_cents: 28_900, currency: "CAD" };
    expect(pointsEarned({ ...fare, campaign: "campaign2" }, 5)).toBe(2_110);
    expect(pointsEarned({ ...fare, campaign: "campaign4" }, 5)).toBe(200);
    expect(
      pointsEarned(
        { amount_cents: 0, currency: "CAD", campaign: "campaign4" },
        5,
      ),
    ).toBe(200);
  });

  it.each([
    "spring-sale",
    "",
    "Campaign2",
    "toString",
    "constructor",
    "__proto__",
  ])("earns the base points under the unknown campaign %j", (campaign) => {
    const fare = { amount_cents: 28_900, currency: "CAD", campaign };
    expect(pointsEarned(fare, 5)).toBe(1_055);
  });

  it("refuses a currency it has no rate for", () => {
    expect([...SUPPORTED_CURRENCIES].sort()).toEqual(["CAD", "USD"]);
    for (const currency of ["EUR", "cad", "toString", "__proto__"]) {
      expect(isSupportedCurrency(currency)).toBe(false);
      expect(() => pointsEarned({ amount_cents: 100, currency }, 5)).toThrow(
        `Currency ${currency} is not supported.`,
      );
    }
  });
});

describe("pointsValue", () => {
  it("is one US cent per point (100 points = US$1)", () => {
    expect(pointsValue(1_000)).toEqual({
      amount_cents: 1_000,
      currency: "USD",
    });
    expect(pointsValue(0)).toEqual({ amount_cents: 0, currency: "USD" });
  });
});
